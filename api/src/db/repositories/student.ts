import type { Db } from '../database';
import type { StudentRow } from '../tables/account';

export function findStudent(db: Db, id: number): Promise<StudentRow | undefined> {
  return db.selectFrom('student').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The student of a phone, created on the first login (spec §1: a first login registers). */
export async function loginStudent(db: Db, phone: string, now: number): Promise<{ student: StudentRow; created: boolean }> {
  const inserted = await db
    .insertInto('student')
    .values({ phone, name: '', sex: 0, avatar: '', created_at: now, last_login_at: now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) await db.updateTable('student').set({ last_login_at: now }).where('phone', '=', phone).execute();
  const student = await db.selectFrom('student').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
  return { student, created: inserted !== undefined };
}
