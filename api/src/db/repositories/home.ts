import type { Db } from '../database';
import type {
  HomeBannerKind,
  HomeBannerRow,
  HomeCollegeRow,
  HomeConfigRow,
  HomeConfigUpdate,
  HomeStatRow,
  HomeZoneItemRow,
  JobFairRow,
  NewHomeBanner,
  NewHomeCollege,
  NewHomeZoneItem,
  NewJobFair,
} from '../tables/home';

// Reads: everything one home answer draws on, each list in the site's order.

export function findHomeConfig(db: Db, siteId: number): Promise<HomeConfigRow | undefined> {
  return db.selectFrom('home_config').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

export function listHomeStats(db: Db, siteId: number): Promise<HomeStatRow[]> {
  return db.selectFrom('home_stat').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
}

export function listHomeBanners(db: Db, siteId: number, kind: HomeBannerKind): Promise<HomeBannerRow[]> {
  return db
    .selectFrom('home_banner')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listHomeZoneItems(db: Db, siteId: number): Promise<HomeZoneItemRow[]> {
  return db.selectFrom('home_zone_item').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
}

export type HomeCompanyCard = { id: number; logo_url: string; name: string; industry: string; second_industry: string };

/** The enterprise-config block: the site's chosen companies that are still shown. */
export function listHomeCompanies(db: Db, siteId: number): Promise<HomeCompanyCard[]> {
  return db
    .selectFrom('home_company')
    .innerJoin('company', 'company.id', 'home_company.company_id')
    .select(['company.id', 'company.logo_url', 'company.name', 'company.industry', 'company.second_industry'])
    .where('home_company.site_id', '=', siteId)
    .where('company.status', '=', 1)
    .orderBy('home_company.sort')
    .orderBy('company.id')
    .execute();
}

export function listHomeColleges(db: Db, siteId: number): Promise<HomeCollegeRow[]> {
  return db.selectFrom('home_college').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
}

/** Job fairs a site puts on its home: open ones, in the site's order, then by start. */
export function listHomeJobFairs(db: Db, siteId: number): Promise<JobFairRow[]> {
  return db
    .selectFrom('job_fair')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .where('on_home', '=', 1)
    .orderBy('sort')
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

const EMPTY_CONFIG = { head_img_url: '', top_img: '', recruit_hot: '[]', aboutus: '{}', exhibition: '[]', show_all: 1 };

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// Writes. A caller drops the cached answers of the site it wrote on every process (app.dropSiteCaches): writes by id answer
// the site they touched (null: no such row), the others take the site from their caller.

/** Creates or changes a site's home config row. */
export async function saveHomeConfig(db: Db, siteId: number, patch: Omit<HomeConfigUpdate, 'site_id'>): Promise<void> {
  const values = { ...definedOnly(patch), updated_at: patch.updated_at ?? Date.now() };
  await db
    .insertInto('home_config')
    .values({ ...EMPTY_CONFIG, ...values, site_id: siteId })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values))
    .execute();
}

/** Replaces a site's statistics strip (one transaction). */
export async function replaceHomeStats(db: Db, siteId: number, stats: { value: string; label: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('home_stat').where('site_id', '=', siteId).execute();
    if (stats.length > 0) await trx.insertInto('home_stat').values(stats.map((s, sort) => ({ site_id: siteId, ...s, sort }))).execute();
  });
}

export async function insertHomeBanner(db: Db, row: NewHomeBanner): Promise<number> {
  const { id } = await db.insertInto('home_banner').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateHomeBanner(db: Db, id: number, patch: Partial<Pick<HomeBannerRow, 'title' | 'img_url' | 'jump_link' | 'status' | 'sort'>>): Promise<number | null> {
  const row = await db.updateTable('home_banner').set(patch).where('id', '=', id).returning('site_id').executeTakeFirst();
  return row?.site_id ?? null;
}

export async function deleteHomeBanner(db: Db, id: number): Promise<number | null> {
  const row = await db.deleteFrom('home_banner').where('id', '=', id).returning('site_id').executeTakeFirst();
  return row?.site_id ?? null;
}

export async function insertHomeZoneItem(db: Db, row: NewHomeZoneItem): Promise<number> {
  const { id } = await db.insertInto('home_zone_item').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteHomeZoneItem(db: Db, id: number): Promise<number | null> {
  const row = await db.deleteFrom('home_zone_item').where('id', '=', id).returning('site_id').executeTakeFirst();
  return row?.site_id ?? null;
}

/** Replaces the enterprise-config block's companies, in the given order (one transaction). */
export async function setHomeCompanies(db: Db, siteId: number, companyIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('home_company').where('site_id', '=', siteId).execute();
    if (companyIds.length > 0) {
      await trx.insertInto('home_company').values(companyIds.map((company_id, sort) => ({ site_id: siteId, company_id, sort }))).execute();
    }
  });
}

export async function insertHomeCollege(db: Db, row: NewHomeCollege): Promise<number> {
  const { id } = await db.insertInto('home_college').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertJobFair(db: Db, row: NewJobFair): Promise<number> {
  const { id } = await db.insertInto('job_fair').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateJobFair(db: Db, id: number, patch: Partial<Omit<JobFairRow, 'id' | 'site_id'>>): Promise<number | null> {
  const row = await db.updateTable('job_fair').set(patch).where('id', '=', id).returning('site_id').executeTakeFirst();
  return row?.site_id ?? null;
}
