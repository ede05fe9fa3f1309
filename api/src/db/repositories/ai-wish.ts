import type { AiWish, AiWishInput } from '@campus/shared-utils/rules';
import type { Db } from '../database';

/** The wish before the first save: every field empty, updated_at 0. */
export const EMPTY_WISH: AiWish = {
  name: '', sex: 0, phone: '', email: '', city: '', target_category: '', target_city: '', school: '', major: '',
  degree: 0, graduation_year: 0, skills: '', strengths: '', experiences: [], updated_at: 0,
};

/** The stored JSON read back over the empty wish, so a field added later reads as empty. */
function toWish(json: string, updatedAt: number): AiWish {
  let stored: Partial<AiWish> = {};
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) stored = value as Partial<AiWish>;
  } catch {
    stored = {};
  }
  return { ...EMPTY_WISH, ...stored, experiences: Array.isArray(stored.experiences) ? stored.experiences : [], updated_at: updatedAt };
}

/** The student's saved wish, or undefined before the first save. */
export async function findWish(db: Db, studentId: number): Promise<AiWish | undefined> {
  const row = await db.selectFrom('ai_wish').select(['wish', 'updated_at']).where('student_id', '=', studentId).executeTakeFirst();
  return row ? toWish(row.wish, Number(row.updated_at)) : undefined;
}

/** Stores the wish (one per student: insert or replace). */
export async function saveWish(db: Db, studentId: number, wish: AiWishInput, now: number): Promise<AiWish> {
  const json = JSON.stringify(wish);
  await db
    .insertInto('ai_wish')
    .values({ student_id: studentId, wish: json, updated_at: now })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ wish: json, updated_at: now }))
    .execute();
  return toWish(json, now);
}
