import type { FavouriteCompany, FavouritePosition } from '@campus/shared-utils/rules';
import { sql } from 'kysely';
import type { Db } from '../database';


export type Page<T> = { list: T[]; total: number };

export async function isPositionFavourite(db: Db, studentId: number, positionId: number): Promise<boolean> {
  const row = await db.selectFrom('favourite_position').select('position_id').where('student_id', '=', studentId).where('position_id', '=', positionId).executeTakeFirst();
  return row !== undefined;
}

export async function isCompanyFavourite(db: Db, studentId: number, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('favourite_company').select('company_id').where('student_id', '=', studentId).where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export async function countFavourites(db: Db, studentId: number, kind: 'position' | 'company'): Promise<number> {
  const table = kind === 'position' ? 'favourite_position' : 'favourite_company';
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('student_id', '=', studentId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a favourite; adding one that exists changes nothing (a double click is not an error). */
export async function addFavourite(db: Db, studentId: number, kind: 'position' | 'company', targetId: number, now: number): Promise<void> {
  if (kind === 'position') {
    await db
      .insertInto('favourite_position')
      .values({ student_id: studentId, position_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(['student_id', 'position_id']).doNothing())
      .execute();
  } else {
    await db
      .insertInto('favourite_company')
      .values({ student_id: studentId, company_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(['student_id', 'company_id']).doNothing())
      .execute();
  }
}

/** Removes one of the student's own favourites; answers whether there was one. */
export async function removeFavourite(db: Db, studentId: number, kind: 'position' | 'company', targetId: number): Promise<boolean> {
  const result =
    kind === 'position'
      ? await db.deleteFrom('favourite_position').where('student_id', '=', studentId).where('position_id', '=', targetId).executeTakeFirst()
      : await db.deleteFrom('favourite_company').where('student_id', '=', studentId).where('company_id', '=', targetId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The student's favourite positions, newest favourite first; a closed position stays listed, marked by its status. */
export async function listFavouritePositions(db: Db, studentId: number, offset: number, limit: number): Promise<Page<FavouritePosition>> {
  const rows = await db
    .selectFrom('favourite_position as f')
    .innerJoin('position as p', 'p.id', 'f.position_id')
    .innerJoin('company as c', 'c.id', 'p.company_id')
    .select([
      'p.id',
      'p.title',
      'p.salary_str',
      'p.city',
      'p.work_addr',
      'p.education',
      'p.nature',
      'p.period',
      'p.status',
      'f.created_at as collected_at',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo_url',
    ])
    .where('f.student_id', '=', studentId)
    .orderBy('f.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const total = await countFavourites(db, studentId, 'position');
  return {
    total,
    list: rows.map(({ company_id, company_name, logo_url, collected_at, ...p }) => ({
      ...p,
      collected_at: Number(collected_at),
      company: { id: company_id, name: company_name, logo_url },
    })),
  };
}

/** The student's favourite companies with their open-position counts, newest favourite first. */
export async function listFavouriteCompanies(db: Db, studentId: number, offset: number, limit: number): Promise<Page<FavouriteCompany>> {
  const rows = await db
    .selectFrom('favourite_company as f')
    .innerJoin('company as c', 'c.id', 'f.company_id')
    .select(['c.id', 'c.name', 'c.logo_url', 'c.industry', 'c.insize', 'c.nature', 'c.city', 'f.created_at as collected_at'])
    .select((eb) =>
      eb.selectFrom('position').whereRef('position.company_id', '=', 'c.id').where('position.status', '=', 1).select(sql<number>`count(*)`.as('n')).as('position_count'),
    )
    .where('f.student_id', '=', studentId)
    .orderBy('f.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const total = await countFavourites(db, studentId, 'company');
  return { total, list: rows.map((r) => ({ ...r, collected_at: Number(r.collected_at), position_count: Number(r.position_count ?? 0) })) };
}
