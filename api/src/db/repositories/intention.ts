import type { JobIntention, JobIntentionInput, IntentionNature } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { JobIntentionRow } from '../tables/resume-area';
import type { Saved } from './resume-entries';

const readList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export function toJobIntention(row: JobIntentionRow | undefined): JobIntention {
  if (!row) return { categories: [], cities: [], salary_min: 0, salary_max: 0, nature: 0, version: 0, updated_at: 0 };
  return {
    categories: readList(row.categories),
    cities: readList(row.cities),
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    nature: ([1, 2, 3].includes(row.nature) ? row.nature : 0) as 0 | IntentionNature,
    version: row.version,
    updated_at: Number(row.updated_at),
  };
}

/** The student's job intention; empty (nature 0, version 0) until saved once. */
export async function getIntention(db: Db, studentId: number): Promise<JobIntention> {
  return toJobIntention(await db.selectFrom('job_intention').selectAll().where('student_id', '=', studentId).executeTakeFirst());
}

/**
 * Saves the intention when `input.version` is the stored version (0 before the first save); otherwise
 * another tab saved first and the stored intention comes back as the conflict.
 */
export async function saveIntention(db: Db, studentId: number, input: JobIntentionInput, now: number): Promise<Saved<JobIntention>> {
  const values = {
    categories: JSON.stringify(input.categories),
    cities: JSON.stringify(input.cities),
    salary_min: input.salary_min,
    salary_max: input.salary_max,
    nature: input.nature,
    updated_at: now,
  };
  if (input.version === 0) {
    const inserted = await db
      .insertInto('job_intention')
      .values({ student_id: studentId, ...values, version: 1 })
      .onConflict((oc) => oc.column('student_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { conflict: await getIntention(db, studentId) };
  } else {
    const updated = await db
      .updateTable('job_intention')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('student_id', '=', studentId)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { conflict: await getIntention(db, studentId) };
  }
  return { saved: await getIntention(db, studentId) };
}
