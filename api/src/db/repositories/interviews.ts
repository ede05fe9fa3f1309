import { sql } from 'kysely';
import type { Db } from '../database';
import type { InterviewReply, InterviewRow } from '../tables/mine-area';

export type InterviewListRow = InterviewRow & { position_title: string; company_name: string; logo_url: string };

const withNames = (db: Db) =>
  db
    .selectFrom('interview as i')
    .innerJoin('position as p', 'p.id', 'i.position_id')
    .innerJoin('company as c', 'c.id', 'i.company_id')
    .selectAll('i')
    .select(['p.title as position_title', 'c.name as company_name', 'c.logo_url']);

/**
 * One page of the student's interview invitations: upcoming ones first (soonest first), then past and
 * cancelled ones (latest first).
 */
export async function listInterviews(db: Db, studentId: number, now: number, offset: number, limit: number): Promise<{ rows: InterviewListRow[]; total: number }> {
  const rows = await withNames(db)
    .where('i.student_id', '=', studentId)
    .orderBy(sql`case when ${sql.ref('i.status')} = 'scheduled' and ${sql.ref('i.start_at')} >= ${now} then 0 else 1 end`)
    .orderBy(sql`case when ${sql.ref('i.status')} = 'scheduled' and ${sql.ref('i.start_at')} >= ${now} then ${sql.ref('i.start_at')} else -${sql.ref('i.start_at')} end`)
    .orderBy('i.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await db.selectFrom('interview').select((eb) => eb.fn.countAll<number>().as('n')).where('student_id', '=', studentId).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** The newest invitation of each of some applications (the feedback list shows it with the application). */
export async function latestInterviews(db: Db, applicationIds: number[]): Promise<Map<number, InterviewListRow>> {
  const out = new Map<number, InterviewListRow>();
  if (applicationIds.length === 0) return out;
  const rows = await withNames(db).where('i.application_id', 'in', applicationIds).orderBy('i.id').execute();
  for (const r of rows) out.set(r.application_id, r);
  return out;
}

/** One of the student's own invitations (undefined for another student's: never revealed). */
export function findOwnInterview(db: Db, studentId: number, id: number): Promise<InterviewListRow | undefined> {
  return withNames(db).where('i.id', '=', id).where('i.student_id', '=', studentId).executeTakeFirst();
}

/**
 * Records the student's answer, once: only while unanswered, not cancelled and still ahead, and only
 * the student's own (all in the WHERE), so of two answers at once exactly one wins. True when stored.
 */
export async function answerInterview(db: Db, studentId: number, id: number, reply: Exclude<InterviewReply, 'none'>, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('interview')
    .set({ reply, reply_reason: reason, reply_at: now })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('reply', '=', 'none')
    .where('status', '=', 'scheduled')
    .where('start_at', '>=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
