import type { ResumeEducation, ResumeProject, ResumeDegree, ResumeWork, ResumeWorkKind } from '@campus/shared-utils/rules';
import { newestFirst, RESUME_LIMITS } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { EducationRow, ProjectRow, WorkRow } from '../tables/resume-area';

/** The outcome of a versioned save: the stored record, or the record as another tab left it. */
export type Saved<T> = { saved: T; conflict?: undefined } | { conflict: T; saved?: undefined };
/** A save of a list entry may also find no such entry (deleted, or not the student's) or a full list. */
export type EntrySaved<T> = Saved<T> | { notFound: true } | { full: true };

/** The list sections, each a table of entries with a period, a version and a soft delete. */
export type EntryTable = 'resume_education' | 'resume_work' | 'resume_project';

const meta = (r: { id: number; start_date: string; end_date: string; description: string; version: number; updated_at: number }) => ({
  id: r.id,
  start_date: r.start_date,
  end_date: r.end_date,
  description: r.description,
  version: r.version,
  updated_at: Number(r.updated_at),
});

export const toEducation = (r: EducationRow): ResumeEducation => ({ ...meta(r), school: r.school, major: r.major, degree: r.degree as ResumeDegree });
export const toWork = (r: WorkRow): ResumeWork => ({ ...meta(r), kind: r.kind as ResumeWorkKind, company: r.company, position: r.position });
export const toProject = (r: ProjectRow): ResumeProject => ({ ...meta(r), name: r.name, role: r.role });

// A student's live entries of one list (a few, RESUME_LIMITS), ordered by the shared newestFirst.
function liveEntries<T extends EntryTable>(db: Db, table: T, studentId: number) {
  return db
    .selectFrom(table as EntryTable)
    .selectAll()
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null);
}

export async function listEducation(db: Db, studentId: number): Promise<ResumeEducation[]> {
  return newestFirst(((await liveEntries(db, 'resume_education', studentId).execute()) as EducationRow[]).map(toEducation));
}
export async function listWork(db: Db, studentId: number): Promise<ResumeWork[]> {
  return newestFirst(((await liveEntries(db, 'resume_work', studentId).execute()) as WorkRow[]).map(toWork));
}
export async function listProjects(db: Db, studentId: number): Promise<ResumeProject[]> {
  return newestFirst(((await liveEntries(db, 'resume_project', studentId).execute()) as ProjectRow[]).map(toProject));
}

async function findLive(db: Db, table: EntryTable, studentId: number, id: number) {
  return db.selectFrom(table).selectAll().where('id', '=', id).where('student_id', '=', studentId).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * Adds an entry (no id) or updates one of the student's live entries when `version` is the stored one.
 * `values` are the table's own columns, already validated and trimmed; `toDto` maps the stored row.
 */
export async function saveEntry<R, T>(
  db: Db,
  table: EntryTable,
  studentId: number,
  target: { id?: number; version?: number },
  values: Record<string, string | number>,
  now: number,
  toDto: (row: R) => T,
): Promise<EntrySaved<T>> {
  if (!target.id) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('student_id', '=', studentId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= RESUME_LIMITS.entriesPerSection) return { full: true };
    const row = await db
      .insertInto(table)
      .values({ ...values, student_id: studentId, version: 1, created_at: now, updated_at: now, deleted_at: null } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { saved: toDto(row as R) };
  }
  const updated = await db
    .updateTable(table)
    .set((eb) => ({ ...values, updated_at: now, version: eb('version', '+', 1) }) as never)
    .where('id', '=', target.id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .where('version', '=', target.version ?? -1)
    .executeTakeFirst();
  const current = await findLive(db, table, studentId, target.id);
  if (!current) return { notFound: true };
  return Number(updated.numUpdatedRows) > 0 ? { saved: toDto(current as R) } : { conflict: toDto(current as R) };
}

/** Soft-deletes one of the student's live entries; false when there is none with that id. */
export async function deleteEntry(db: Db, table: EntryTable, studentId: number, id: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable(table)
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
