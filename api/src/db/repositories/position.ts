import { homeChanged } from '../../home/home-changes';
import type { Db } from '../database';
import type { CompanyRow } from '../tables/company';
import type { NewPosition, PositionRow, PositionUpdate } from '../tables/position';

/** A position as the home lists it, with what it shows of its company. */
export type PositionCard = Pick<PositionRow, 'id' | 'title' | 'salary_str' | 'work_addr' | 'category_label' | 'period' | 'nature' | 'education' | 'city'> & {
  company: Pick<CompanyRow, 'id' | 'logo_url' | 'name' | 'second_industry' | 'insize'>;
};

/** Open positions of a site, newest first (the index position_site_publish_idx serves it). */
export async function listOpenPositions(db: Db, siteId: number, offset: number, limit: number): Promise<PositionCard[]> {
  const rows = await db
    .selectFrom('position')
    .innerJoin('company', 'company.id', 'position.company_id')
    .select([
      'position.id',
      'position.title',
      'position.salary_str',
      'position.work_addr',
      'position.category_label',
      'position.period',
      'position.nature',
      'position.education',
      'position.city',
      'company.id as company_id',
      'company.logo_url',
      'company.name as company_name',
      'company.second_industry',
      'company.insize',
    ])
    .where('position.site_id', '=', siteId)
    .where('position.status', '=', 1)
    .where('company.status', '=', 1)
    .orderBy('position.publish_at', 'desc')
    .orderBy('position.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(({ company_id, logo_url, company_name, second_industry, insize, ...p }) => ({
    ...p,
    company: { id: company_id, logo_url, name: company_name, second_industry, insize },
  }));
}

export async function countOpenPositions(db: Db, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('position')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPosition(db: Db, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('position').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPosition(db: Db, row: NewPosition): Promise<number> {
  const { id } = await db.insertInto('position').values(row).returning('id').executeTakeFirstOrThrow();
  homeChanged(row.site_id);
  return id;
}

/** Changes a position (closing it is status 0); the home of its site is refreshed. */
export async function updatePosition(db: Db, id: number, patch: PositionUpdate): Promise<boolean> {
  const row = await db
    .updateTable('position')
    .set({ ...patch, updated_at: patch.updated_at ?? Date.now() })
    .where('id', '=', id)
    .returning('site_id')
    .executeTakeFirst();
  if (!row) return false;
  // moved to another site: the old site's home is stale too, and which one it was is gone
  homeChanged(patch.site_id === undefined ? row.site_id : 'all');
  return true;
}
