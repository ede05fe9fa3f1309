import type { Db } from '../database';
import type { QrLoginRow } from '../tables/login-security';

export async function createQrLogin(db: Db, row: Omit<QrLoginRow, 'student_id' | 'sends' | 'state'>): Promise<void> {
  await db.insertInto('qr_login').values({ ...row, state: 'waiting', student_id: null, sends: 0 }).execute();
}

/** A QR login that can still be scanned or confirmed (waiting or scanned, not expired). */
export function findOpenQrLogin(db: Db, uuid: string, now: number): Promise<QrLoginRow | undefined> {
  return db.selectFrom('qr_login').selectAll().where('uuid', '=', uuid).where('state', 'in', ['waiting', 'scanned']).where('expires_at', '>', now).executeTakeFirst();
}

export function findQrLogin(db: Db, uuid: string): Promise<QrLoginRow | undefined> {
  return db.selectFrom('qr_login').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The phone opened the confirm page: the desktop now reads 20102. */
export async function markQrScanned(db: Db, uuid: string, now: number): Promise<void> {
  await db.updateTable('qr_login').set({ state: 'scanned' }).where('uuid', '=', uuid).where('state', '=', 'waiting').where('expires_at', '>', now).execute();
}

/** Counts one code sent from the confirm page; false past the limit (the page needs no captcha, so it is capped). */
export async function countQrSend(db: Db, uuid: string, max: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('qr_login')
    .set((eb) => ({ sends: eb('sends', '+', 1) }))
    .where('uuid', '=', uuid)
    .where('sends', '<', max)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The phone proved the student: the desktop may collect the login within `graceMs`. */
export async function confirmQrLogin(db: Db, uuid: string, studentId: number, now: number, graceMs: number): Promise<boolean> {
  const result = await db
    .updateTable('qr_login')
    .set({ state: 'confirmed', student_id: studentId, expires_at: now + graceMs })
    .where('uuid', '=', uuid)
    .where('state', 'in', ['waiting', 'scanned'])
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Collects a confirmed login, once: the student id, or undefined when there is nothing (left) to collect. */
export async function claimQrLogin(db: Db, uuid: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('qr_login')
    .set({ state: 'done' })
    .where('uuid', '=', uuid)
    .where('state', '=', 'confirmed')
    .where('expires_at', '>', now)
    .returning('student_id')
    .executeTakeFirst();
  return row?.student_id ?? undefined;
}

export async function deleteExpiredQrLogins(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('qr_login').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
