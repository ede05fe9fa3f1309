import type { CareerBook, CareerBookList } from '@campus/shared-utils/shapes';
import { parseJson } from '../../lib/json';
import type { Db } from '../database';
import type { CareerBookRow } from '../tables/career-area';

/** The career-planning books (issue 12), frozen as written; a student reads only their own. */

export type FrozenBook = Omit<CareerBook, 'id' | 'created_at'>;

const isObject = (v: unknown): v is FrozenBook => !!v && typeof v === 'object' && !Array.isArray(v);

function toBook(row: CareerBookRow): CareerBook | undefined {
  const frozen = parseJson<FrozenBook | null>(row.book, isObject, null);
  return frozen ? { ...frozen, id: row.id, created_at: Number(row.created_at) } : undefined;
}

export async function saveBook(db: Db, studentId: number, book: FrozenBook, now: number): Promise<CareerBook> {
  const row = await db
    .insertInto('career_book')
    .values({ student_id: studentId, assessment_id: book.assessment_id, code: book.riasec_code, book: JSON.stringify(book), created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...book, id: row.id, created_at: Number(row.created_at) };
}

export async function findBook(db: Db, studentId: number, id: number): Promise<CareerBook | undefined> {
  const row = await db.selectFrom('career_book').selectAll().where('id', '=', id).where('student_id', '=', studentId).executeTakeFirst();
  return row ? toBook(row) : undefined;
}

export async function listBooks(db: Db, studentId: number, limit: number): Promise<CareerBookList['list']> {
  const rows = await db.selectFrom('career_book').select(['id', 'code', 'created_at']).where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, riasec_code: r.code, created_at: Number(r.created_at) }));
}

/** The student's latest book id, 0 when none (getcommon's ai_career_planning_id). */
export async function latestBookId(db: Db, studentId: number): Promise<number> {
  const row = await db.selectFrom('career_book').select('id').where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}
