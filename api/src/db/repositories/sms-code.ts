import type { Db } from '../database';
import type { SmsCodeRow, SmsOutboxRow, SmsPurpose } from '../tables/login-security';

/** Stores a new code and voids the phone's earlier codes for the same purpose: only the newest counts. */
export async function storeSmsCode(
  db: Db,
  code: { phone: string; purpose: SmsPurpose; code_hash: string; created_at: number; expires_at: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_code')
      .set({ used_at: code.created_at })
      .where('phone', '=', code.phone)
      .where('purpose', '=', code.purpose)
      .where('used_at', 'is', null)
      .execute();
    const row = await trx.insertInto('sms_code').values({ ...code, attempts: 0, used_at: null }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The newest unused, unexpired code of a phone for a purpose. */
export function findLiveSmsCode(db: Db, phone: string, purpose: SmsPurpose, now: number): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_code')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one try of a code before it is compared: the count only rises, and a code at the limit gives
 * nothing, so parallel guesses cannot exceed the limit. Returns the tries so far, or undefined when void.
 */
export async function takeSmsAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

export async function returnSmsAttempt(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('attempts', '>', 0)
    .execute();
}

/** Marks a code used; false when another request used it first. */
export async function useSmsCode(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.updateTable('sms_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sms_code').where('id', '=', id).execute();
}

export async function deleteExpiredSmsCodes(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sms_code').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function addOutboxMessage(db: Db, message: Omit<SmsOutboxRow, 'id'>): Promise<void> {
  await db.insertInto('sms_outbox').values(message).execute();
}

/** The dev outbox of one phone, newest first. */
export function listOutbox(db: Db, phone: string, limit: number): Promise<SmsOutboxRow[]> {
  return db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).orderBy('id', 'desc').limit(limit).execute();
}
