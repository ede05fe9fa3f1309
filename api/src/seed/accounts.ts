import { hashPassword, OWASP_SCRYPT } from '../auth/passwords';
import type { ScryptCost } from '../config';
import type { Db } from '../db/database';
import { newCompanyKey } from '../db/repositories/employer';
import { DEMO_CHANNEL_ADMINS, DEMO_EMPLOYERS, DEMO_PASSWORD, DEMO_SCHOOL_ADMINS, DEMO_STUDENTS } from './data/accounts';

// Each account's hash is made once per process: test suites build many fresh databases, and scrypt is slow on purpose.
const demoHashes = new Map<string, Promise<string>>();
const demoHash = (account: string, cost: ScryptCost, password: string) => {
  const id = `${account}:${cost.N}:${password}`;
  let hash = demoHashes.get(id);
  if (!hash) demoHashes.set(id, (hash = hashPassword(password, cost)));
  return hash;
};

/**
 * Adds the demo accounts that are missing (by phone or user name) and changes none that exist, so it
 * runs on every start; admins whose school or channel is not in the database are skipped. Returns how
 * many were added. Each account is one row; the password is hashed only for accounts being added. `password`
 * is the published demo one, except in production (prepare-database.ts).
 */
export async function seedDemoAccounts(db: Db, now: number = Date.now(), cost: ScryptCost = OWASP_SCRYPT, password: string = DEMO_PASSWORD): Promise<number> {
  let added = 0;
  const count = (rows: readonly unknown[]) => {
    added += rows.length;
  };

  for (const s of DEMO_STUDENTS) {
    const rows = await db
      .insertInto('student')
      .values({ phone: s.phone, name: s.name, sex: s.sex, avatar: '', created_at: now, last_login_at: now })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .execute();
    count(rows);
  }

  for (const e of DEMO_EMPLOYERS) {
    if (await db.selectFrom('employer').select('id').where('phone', '=', e.phone).executeTakeFirst()) continue;
    const rows = await db
      .insertInto('employer')
      .values({ phone: e.phone, company_key: newCompanyKey(), company_name: e.company_name, password_hash: await demoHash(`employer:${e.phone}`, cost, password), created_at: now, last_login_at: now })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .execute();
    count(rows);
  }

  for (const a of DEMO_SCHOOL_ADMINS) {
    if (await db.selectFrom('school_admin').select('id').where('username', '=', a.username).executeTakeFirst()) continue;
    const school = await db
      .selectFrom('school')
      .select('id')
      .where('name', '=', a.school.name)
      .where('school_type', '=', a.school.school_type)
      .where('college', '=', a.school.college)
      .orderBy('id')
      .executeTakeFirst();
    if (!school) continue;
    const rows = await db
      .insertInto('school_admin')
      .values({ username: a.username, password_hash: await demoHash(`school:${a.username}`, cost, password), school_id: school.id, user_type: a.user_type, strategy: a.strategy, faculty: a.faculty, created_at: now })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .execute();
    count(rows);
  }

  for (const a of DEMO_CHANNEL_ADMINS) {
    if (await db.selectFrom('channel_admin').select('id').where('username', '=', a.username).executeTakeFirst()) continue;
    const channel = await db.selectFrom('channel').select('id').where('key', '=', a.channel).executeTakeFirst();
    if (!channel) continue;
    const rows = await db
      .insertInto('channel_admin')
      .values({ username: a.username, password_hash: await demoHash(`channel:${a.username}`, cost, password), channel_id: channel.id, created_at: now })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .execute();
    count(rows);
  }
  return added;
}
