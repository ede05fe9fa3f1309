import { sql } from 'kysely';
import { inTransaction, type Db } from '../database';
import type { CompanyRow, CompanyUpdate, NewCompany } from '../tables/company';
import { indexCompanyPositions } from './position-terms';

/** A company as tiles and lists show it, with its count of open positions. */
export type CompanyTile = Pick<CompanyRow, 'id' | 'name' | 'short_name' | 'logo_url' | 'industry' | 'second_industry' | 'insize' | 'city' | 'nature'> & {
  position_count: number;
};

/** What a company list may be narrowed by; all optional. */
/** `recruitingOnly`: only companies recruiting now (a site whose catalogue shows not all of its companies). */
export type CompanyFilter = { industry?: string; insize?: string; city?: string; keyword?: string; zoneId?: number; recruitingOnly?: boolean };

const TILE_COLUMNS = ['company.id', 'company.name', 'company.short_name', 'company.logo_url', 'company.industry', 'company.second_industry', 'company.insize', 'company.city', 'company.nature'] as const;

/** Shown companies of a site, narrowed by a filter: the one query behind the home tiles and the company lists. */
function selectShown(db: Db, siteId: number, filter: CompanyFilter) {
  let q = db.selectFrom('company').where('company.site_id', '=', siteId).where('company.status', '=', 1);
  if (filter.industry) q = q.where('company.industry', '=', filter.industry);
  if (filter.insize) q = q.where('company.insize', '=', filter.insize);
  if (filter.city) q = q.where('company.city', '=', filter.city);
  if (filter.recruitingOnly) q = q.where('company.is_recruiting', '=', 1);
  if (filter.keyword) {
    // searched as text: LIKE wildcards in the keyword are escaped, case folded on both databases
    const pattern = `%${filter.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb(sql`lower(company.name)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(company.short_name)`, 'like', sql`${pattern} escape '\\'`)]));
  }
  if (filter.zoneId !== undefined) {
    const zoneId = filter.zoneId;
    q = q.where('company.id', 'in', (eb) =>
      eb.selectFrom('zone_member').innerJoin('zone', 'zone.id', 'zone_member.zone_id').select('zone_member.target_id').where('zone.id', '=', zoneId).where('zone.kind', '=', 'company'),
    );
  }
  return q;
}

function withPositionCount(q: ReturnType<typeof selectShown>) {
  return q.select(TILE_COLUMNS).select((eb) =>
    eb
      .selectFrom('position')
      .whereRef('position.company_id', '=', 'company.id')
      .where('position.status', '=', 1)
      .select(sql<number>`count(*)`.as('n'))
      .as('position_count'),
  );
}

const toTile = <T extends { position_count: number | null }>(r: T) => ({ ...r, position_count: Number(r.position_count ?? 0) });

/** Shown, recruiting companies of a site in the site's order. */
export async function listRecruitingCompanies(db: Db, siteId: number, limit: number): Promise<CompanyTile[]> {
  const rows = await withPositionCount(selectShown(db, siteId, {}).where('company.is_recruiting', '=', 1)).orderBy('company.sort').orderBy('company.id').limit(limit).execute();
  return rows.map(toTile);
}

export async function countRecruitingCompanies(db: Db, siteId: number): Promise<number> {
  const row = await selectShown(db, siteId, {})
    .where('company.is_recruiting', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of a site's shown companies: recruiting ones first, then the site's order. */
export async function listCompanies(db: Db, siteId: number, filter: CompanyFilter, offset: number, limit: number): Promise<CompanyTile[]> {
  const rows = await withPositionCount(selectShown(db, siteId, filter))
    .orderBy('company.is_recruiting', 'desc')
    .orderBy('company.sort')
    .orderBy('company.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(toTile);
}

export async function countCompanies(db: Db, siteId: number, filter: CompanyFilter): Promise<number> {
  const row = await selectShown(db, siteId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Distinct values of one column over a site's shown companies (filter options). */
export async function companyValues(db: Db, siteId: number, column: 'industry' | 'city'): Promise<string[]> {
  const rows = await selectShown(db, siteId, {}).select(`company.${column} as value`).distinct().orderBy('value').execute();
  return rows.map((r) => r.value).filter(Boolean);
}

export function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCompany(db: Db, row: NewCompany): Promise<number> {
  const { id } = await db.insertInto('company').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Changes a company; a new name, status, industry or size re-indexes its positions for search (the row and
 * its positions' search terms in one transaction). Answers the site whose home answers are stale ('all'
 * after a move to another site, null when there is no such company).
 */
export async function updateCompany(db: Db, id: number, patch: CompanyUpdate): Promise<number | 'all' | null> {
  const reindex = patch.name !== undefined || patch.status !== undefined || patch.industry !== undefined || patch.insize !== undefined;
  const row = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('company')
      .set({ ...patch, updated_at: patch.updated_at ?? Date.now() })
      .where('id', '=', id)
      .returning('site_id')
      .executeTakeFirst();
    if (updated && reindex) await indexCompanyPositions(trx, id);
    return updated;
  });
  if (!row) return null;
  return patch.site_id === undefined ? row.site_id : 'all';
}
