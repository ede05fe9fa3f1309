import { sql } from 'kysely';
import { homeChanged } from '../../home/home-changes';
import type { Db } from '../database';
import type { CompanyRow, CompanyUpdate, NewCompany } from '../tables/company';

/** A company as home tiles show it, with its count of open positions. */
export type CompanyTile = Pick<CompanyRow, 'id' | 'name' | 'short_name' | 'logo_url' | 'industry' | 'second_industry' | 'insize' | 'city' | 'nature'> & {
  position_count: number;
};

const TILE_COLUMNS = ['company.id', 'company.name', 'company.short_name', 'company.logo_url', 'company.industry', 'company.second_industry', 'company.insize', 'company.city', 'company.nature'] as const;

/** Shown, recruiting companies of a site in the site's order. */
export async function listRecruitingCompanies(db: Db, siteId: number, limit: number): Promise<CompanyTile[]> {
  const rows = await db
    .selectFrom('company')
    .select(TILE_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('position')
        .whereRef('position.company_id', '=', 'company.id')
        .where('position.status', '=', 1)
        .select(sql<number>`count(*)`.as('n'))
        .as('position_count'),
    )
    .where('company.site_id', '=', siteId)
    .where('company.status', '=', 1)
    .where('company.is_recruiting', '=', 1)
    .orderBy('company.sort')
    .orderBy('company.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, position_count: Number(r.position_count ?? 0) }));
}

export async function countRecruitingCompanies(db: Db, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('company')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .where('is_recruiting', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCompany(db: Db, row: NewCompany): Promise<number> {
  const { id } = await db.insertInto('company').values(row).returning('id').executeTakeFirstOrThrow();
  homeChanged(row.site_id);
  return id;
}

export async function updateCompany(db: Db, id: number, patch: CompanyUpdate): Promise<boolean> {
  const row = await db
    .updateTable('company')
    .set({ ...patch, updated_at: patch.updated_at ?? Date.now() })
    .where('id', '=', id)
    .returning('site_id')
    .executeTakeFirst();
  if (!row) return false;
  // moved to another site: the old site's home is stale too, and which one it was is gone
  homeChanged(patch.site_id === undefined ? row.site_id : 'all');
  return true;
}
