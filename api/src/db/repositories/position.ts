import { inTransaction, type Db } from '../database';
import type { CompanyRow } from '../tables/company';
import type { NewPosition, PositionRow, PositionUpdate } from '../tables/position';
import { indexPositions } from './position-terms';

/** A position as lists show it (home, search, company and college lists), with what it shows of its company. */
export type PositionCard = Pick<
  PositionRow,
  | 'id' | 'title' | 'salary_str' | 'work_addr' | 'category_value' | 'category_label' | 'period' | 'nature' | 'education'
  | 'experience' | 'city' | 'graduation_year' | 'benefits' | 'publish_at'
> & {
  company: Pick<CompanyRow, 'id' | 'logo_url' | 'name' | 'industry' | 'second_industry' | 'insize' | 'nature'>;
};

/** The one query behind every position card: open positions of shown companies, with the company's columns. */
function selectCards(db: Db) {
  return db
    .selectFrom('position')
    .innerJoin('company', 'company.id', 'position.company_id')
    .select([
      'position.id',
      'position.title',
      'position.salary_str',
      'position.work_addr',
      'position.category_value',
      'position.category_label',
      'position.period',
      'position.nature',
      'position.education',
      'position.experience',
      'position.city',
      'position.graduation_year',
      'position.benefits',
      'position.publish_at',
      'company.id as company_id',
      'company.logo_url',
      'company.name as company_name',
      'company.industry',
      'company.second_industry',
      'company.insize',
      'company.nature as company_nature',
    ])
    .where('position.status', '=', 1)
    .where('company.status', '=', 1);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

function toCard({ company_id, logo_url, company_name, industry, second_industry, insize, company_nature, ...p }: CardRow): PositionCard {
  return { ...p, company: { id: company_id, logo_url, name: company_name, industry, second_industry, insize, nature: company_nature } };
}

/** Open positions of a site, newest first (the index position_site_publish_idx serves it). */
export async function listOpenPositions(db: Db, siteId: number, offset: number, limit: number): Promise<PositionCard[]> {
  const rows = await selectCards(db).where('position.site_id', '=', siteId).orderBy('position.publish_at', 'desc').orderBy('position.id', 'desc').offset(offset).limit(limit).execute();
  return rows.map(toCard);
}

/** The cards of these positions in the order of `ids` (a search page found them; closed ones drop out). */
export async function positionCardsByIds(db: Db, ids: readonly number[]): Promise<PositionCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db).where('position.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Open positions of one company, newest first (position_company_idx). */
export async function listCompanyPositions(db: Db, companyId: number, offset: number, limit: number): Promise<PositionCard[]> {
  const rows = await selectCards(db).where('position.company_id', '=', companyId).orderBy('position.publish_at', 'desc').orderBy('position.id', 'desc').offset(offset).limit(limit).execute();
  return rows.map(toCard);
}

/** Open positions of the same category on the same site, newest first, without the position itself. */
export async function listSimilarPositions(db: Db, of: Pick<PositionRow, 'id' | 'site_id' | 'category_value'>, limit: number): Promise<PositionCard[]> {
  const rows = await selectCards(db)
    .where('position.site_id', '=', of.site_id)
    .where('position.category_value', '=', of.category_value)
    .where('position.id', '<>', of.id)
    .orderBy('position.publish_at', 'desc')
    .orderBy('position.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

/**
 * The newest open positions of a site in any of these categories (values), at most `limit` (the career book
 * recommends them). One query per category, each walking position_site_category_idx in publish order and
 * stopping at its limit (an IN list would read and sort every position of those categories).
 */
export async function listCategoryPositions(db: Db, siteId: number, categoryValues: readonly string[], limit: number): Promise<PositionCard[]> {
  const groups = await Promise.all(
    categoryValues.map((value) =>
      selectCards(db).where('position.site_id', '=', siteId).where('position.category_value', '=', value).orderBy('position.publish_at', 'desc').orderBy('position.id', 'desc').limit(limit).execute(),
    ),
  );
  return groups
    .flat()
    .sort((a, b) => Number(b.publish_at) - Number(a.publish_at) || b.id - a.id)
    .slice(0, limit)
    .map(toCard);
}

/** Open positions of a site per category label, for these labels only (as countOpenPositions counts: over position_site_category_idx). */
export async function countPositionsInCategories(db: Db, siteId: number, labels: readonly string[]): Promise<Map<string, number>> {
  if (labels.length === 0) return new Map();
  const categories = await db.selectFrom('job_category').select(['value', 'label']).where('label', 'in', [...labels]).execute();
  if (categories.length === 0) return new Map();
  const rows = await db
    .selectFrom('position')
    .select(['category_value', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .where('category_value', 'in', categories.map((c) => c.value))
    .groupBy('category_value')
    .execute();
  const byValue = new Map(rows.map((r) => [r.category_value, Number(r.n)]));
  return new Map(categories.map((c) => [c.label, byValue.get(c.value) ?? 0]));
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

export async function countCompanyPositions(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('position')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPosition(db: Db, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('position').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds a position and its search terms; the caller drops its site's cached home answers. */
export async function insertPosition(db: Db, row: NewPosition): Promise<number> {
  // the row and its search terms: one transaction
  return inTransaction(db, async (trx) => {
    const { id } = await trx.insertInto('position').values(row).returning('id').executeTakeFirstOrThrow();
    await indexPositions(trx, [id]);
    return id;
  });
}

/**
 * Changes a position (closing it is status 0) and its search terms, in one transaction. Answers the site
 * whose home answers are stale ('all' after a move to another site, null when there is no such position).
 */
export async function updatePosition(db: Db, id: number, patch: PositionUpdate): Promise<number | 'all' | null> {
  const row = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('position')
      .set({ ...patch, updated_at: patch.updated_at ?? Date.now() })
      .where('id', '=', id)
      .returning('site_id')
      .executeTakeFirst();
    if (updated) await indexPositions(trx, [id]);
    return updated;
  });
  if (!row) return null;
  return patch.site_id === undefined ? row.site_id : 'all';
}
