import type { Db } from '../database';

/** Students' sign-ups for offline fairs, each with its entrance ticket. */

export type SignupRow = { ticket: string; created_at: number };

export async function findSignup(db: Db, fairId: number, studentId: number): Promise<SignupRow | undefined> {
  const row = await db.selectFrom('job_fair_signup').select(['ticket', 'created_at']).where('fair_id', '=', fairId).where('student_id', '=', studentId).executeTakeFirst();
  return row && { ticket: row.ticket, created_at: Number(row.created_at) };
}

/**
 * Signs a student up with a new ticket unless already signed up (the first sign-up and its ticket are kept, also
 * when two requests race). Answers the stored sign-up and whether this call made it (the fair's sign-up count changed).
 */
export async function signUp(db: Db, fairId: number, studentId: number, ticket: string, now: number): Promise<{ signup: SignupRow; created: boolean }> {
  const inserted = await db
    .insertInto('job_fair_signup')
    .values({ fair_id: fairId, student_id: studentId, ticket, created_at: now })
    .onConflict((oc) => oc.columns(['fair_id', 'student_id']).doNothing())
    .returning('ticket')
    .execute();
  const signup = await findSignup(db, fairId, studentId);
  if (!signup) throw new Error(`sign-up of student ${studentId} for fair ${fairId} not stored`);
  return { signup, created: inserted.length > 0 };
}
