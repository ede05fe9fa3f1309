import type { AssessmentResult } from '@campus/shared-utils/shapes';
import { parseJson } from '../../lib/json';
import type { Db } from '../database';
import type { AssessmentResultRow } from '../tables/career-area';

/** The occupation assessment's saved answers and results (issue 12); results are the student's own only. */

export type AnswerMap = Record<string, number>;
export type FrozenResult = Omit<AssessmentResult, 'id' | 'created_at'>;

const isAnswerMap = (v: unknown): v is AnswerMap => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'number');
const isObject = (v: unknown): v is FrozenResult => !!v && typeof v === 'object' && !Array.isArray(v);

/** Answers in a stable text (ids sorted), so equal answers give equal texts. */
export const answersText = (answers: AnswerMap): string => JSON.stringify(Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

export async function findAnswers(db: Db, studentId: number): Promise<AnswerMap> {
  const row = await db.selectFrom('assessment_answer').select('answers').where('student_id', '=', studentId).executeTakeFirst();
  return row ? parseJson(row.answers, isAnswerMap, {}) : {};
}

/** Stores the student's answers (one row per student). */
export async function saveAnswers(db: Db, studentId: number, answers: AnswerMap, now: number): Promise<void> {
  const text = answersText(answers);
  await db
    .insertInto('assessment_answer')
    .values({ student_id: studentId, answers: text, updated_at: now })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ answers: text, updated_at: now }))
    .execute();
}

function toResult(row: AssessmentResultRow): AssessmentResult {
  const frozen = parseJson<FrozenResult | null>(row.result, isObject, null);
  const empty: FrozenResult = { riasec_code: row.code, scores: { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }, types: [], values: [], abilities: [], occupations: [] };
  return { ...(frozen ?? empty), id: row.id, created_at: Number(row.created_at) };
}

export async function saveResult(db: Db, studentId: number, answers: AnswerMap, result: FrozenResult, now: number): Promise<number> {
  const row = await db
    .insertInto('assessment_result')
    .values({ student_id: studentId, code: result.riasec_code, answers: answersText(answers), result: JSON.stringify(result), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const latest = (db: Db, studentId: number) => db.selectFrom('assessment_result').selectAll().where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1);

/** The student's latest result's id and the answers it came from (a second final with the same answers reuses it). */
export async function latestResultAnswers(db: Db, studentId: number): Promise<{ id: number; answers: string } | undefined> {
  const row = await latest(db, studentId).executeTakeFirst();
  return row ? { id: row.id, answers: row.answers } : undefined;
}

/** One of the student's own results, or the latest without an id; another student's reads as missing. */
export async function findResult(db: Db, studentId: number, id?: number): Promise<AssessmentResult | undefined> {
  const row = id ? await db.selectFrom('assessment_result').selectAll().where('id', '=', id).where('student_id', '=', studentId).executeTakeFirst() : await latest(db, studentId).executeTakeFirst();
  return row ? toResult(row) : undefined;
}
