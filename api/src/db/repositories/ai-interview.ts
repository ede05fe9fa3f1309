import { sql } from 'kysely';
import type { InterviewSession } from '@campus/shared-utils/shapes';
import { inTransaction, type Db } from '../database';
import type { AiInterviewAnswerRow, AiInterviewRow } from '../tables/ai-area';

/** The AI mock interview's rows (migrations 9001, 9003): the interview with its plan, and each question asked with its answer. */

export type NewInterview = { studentId: number; category: string; kind: InterviewSession['kind']; seconds: number; plan: string };
export type AskedQuestion = { question_id: string; question: string; follow_up: 0 | 1 };

export async function findOngoingInterview(db: Db, studentId: number): Promise<AiInterviewRow | undefined> {
  return db.selectFrom('ai_interview').selectAll().where('student_id', '=', studentId).where('status', '=', 'ongoing').executeTakeFirst();
}

/**
 * A new interview with its first question asked now; undefined when the student already has one going (the
 * partial unique index decides, so two starts at once make one).
 */
export async function createInterview(db: Db, input: NewInterview, first: AskedQuestion, now: number): Promise<AiInterviewRow | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('ai_interview')
      .values({ student_id: input.studentId, category: input.category, kind: input.kind, seconds: input.seconds, plan: input.plan, started_at: now })
      // the index's own predicate, as a literal: SQLite matches a partial index only by the same text
      .onConflict((oc) => oc.column('student_id').where(sql<boolean>`status = 'ongoing'`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.insertInto('ai_interview_answer').values({ interview_id: row.id, idx: 0, ...first, asked_at: now }).execute();
    return row;
  });
}

export async function findInterview(db: Db, id: number): Promise<AiInterviewRow | undefined> {
  return db.selectFrom('ai_interview').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function answersOf(db: Db, interviewId: number): Promise<AiInterviewAnswerRow[]> {
  return db.selectFrom('ai_interview_answer').selectAll().where('interview_id', '=', interviewId).orderBy('idx').execute();
}

/** Stores the answer of a question still waiting for one, with its analysis (JSON); false when it was answered already (a second send). */
export async function saveAnswer(db: Db, answerId: number, answer: { answer: string; seconds_used: number; late: 0 | 1; analysis: string }, now: number): Promise<boolean> {
  const res = await db.updateTable('ai_interview_answer').set({ ...answer, answered_at: now }).where('id', '=', answerId).where('answered_at', '=', 0).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Asks the next question (at `idx`); nothing when that index is asked already. */
export async function askQuestion(db: Db, interviewId: number, idx: number, question: AskedQuestion, now: number): Promise<void> {
  await db
    .insertInto('ai_interview_answer')
    .values({ interview_id: interviewId, idx, ...question, asked_at: now })
    .onConflict((oc) => oc.columns(['interview_id', 'idx']).doNothing())
    .execute();
}

/** Freezes the result of an ongoing interview; false when it was finished already (the stored result stands). */
export async function finishInterview(db: Db, id: number, score: number, result: string, now: number): Promise<boolean> {
  const res = await db.updateTable('ai_interview').set({ status: 'finished', score, result, finished_at: now }).where('id', '=', id).where('status', '=', 'ongoing').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function listInterviews(db: Db, studentId: number, limit: number): Promise<Pick<AiInterviewRow, 'id' | 'category' | 'kind' | 'status' | 'score' | 'started_at'>[]> {
  return db
    .selectFrom('ai_interview')
    .select(['id', 'category', 'kind', 'status', 'score', 'started_at'])
    .where('student_id', '=', studentId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The group of a site job category by its label (for the nearest professional bank); undefined for an unknown label. */
export async function categoryGroup(db: Db, label: string): Promise<string | undefined> {
  const row = await db.selectFrom('job_category').select('group_label').where('label', '=', label).executeTakeFirst();
  return row?.group_label;
}
