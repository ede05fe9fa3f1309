import type { Db } from '../src/db/database';

/** An application row as the applications area stores it (its own calls are tested in its own files). */
export async function insertApplicationRow(db: Db, studentId: number, positionId: number): Promise<void> {
  const position = await db.selectFrom('position').select('company_id').where('id', '=', positionId).executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('application')
    .values({ student_id: studentId, position_id: positionId, company_id: position.company_id, resume_type: 'online', resume_id: 1, status: 'delivered', delivered_at: now, updated_at: now } as never)
    .execute();
}
