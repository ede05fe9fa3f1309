import { randomBytes } from 'node:crypto';
import type { Db, Trx } from '../database';
import type { EmployerRow } from '../tables/account';

export function findEmployerByPhone(db: Db, phone: string): Promise<EmployerRow | undefined> {
  return db.selectFrom('employer').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findEmployer(db: Db, id: number): Promise<EmployerRow | undefined> {
  return db.selectFrom('employer').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The public employer key (com_key_user): random, so it tells nothing about other accounts. */
export function newCompanyKey(): string {
  return randomBytes(12).toString('hex');
}

/** Creates an employer; undefined when the phone already has one (also under a concurrent registration). */
export async function createEmployer(db: Db, phone: string, passwordHash: string | null, now: number): Promise<EmployerRow | undefined> {
  const row = await db
    .insertInto('employer')
    .values({ phone, company_key: newCompanyKey(), company_name: '', password_hash: passwordHash, created_at: now, last_login_at: now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row;
}

/** The employer of a phone, created by a first code login (spec §1). */
export async function loginEmployerByCode(db: Db, phone: string, now: number): Promise<{ employer: EmployerRow; created: boolean }> {
  const created = await createEmployer(db, phone, null, now);
  if (created) return { employer: created, created: true };
  await touchEmployer(db, phone, now);
  return { employer: await db.selectFrom('employer').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow(), created: false };
}

export async function touchEmployer(db: Db, phone: string, now: number): Promise<void> {
  await db.updateTable('employer').set({ last_login_at: now }).where('phone', '=', phone).execute();
}

/** Sets a new password and ends every session of the account (in the reset's transaction). */
export async function resetEmployerPassword(trx: Trx, employerId: number, passwordHash: string): Promise<void> {
  await trx.updateTable('employer').set({ password_hash: passwordHash }).where('id', '=', employerId).execute();
  await trx.deleteFrom('session').where('role', '=', 'company').where('user_id', '=', employerId).execute();
}
