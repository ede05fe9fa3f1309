import { sql } from 'kysely';
import type { Db } from '../database';
import type { JobCategoryRow, ZoneRow } from '../tables/company';
import type { JobFairRow } from '../tables/home';

/** A zone of a site, or undefined for another site's or an unknown id. */
export function findSiteZone(db: Db, siteId: number, zoneId: number): Promise<ZoneRow | undefined> {
  return db.selectFrom('zone').selectAll().where('id', '=', zoneId).where('site_id', '=', siteId).executeTakeFirst();
}

/** Open positions, or shown companies, that a zone groups. */
export async function countZoneMembers(db: Db, zone: Pick<ZoneRow, 'id' | 'kind'>): Promise<number> {
  const members = db.selectFrom('zone_member').select('target_id').where('zone_id', '=', zone.id);
  const row =
    zone.kind === 'position'
      ? await db.selectFrom('position').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', members).where('status', '=', 1).executeTakeFirstOrThrow()
      : await db.selectFrom('company').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', members).where('status', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listJobCategories(db: Db): Promise<JobCategoryRow[]> {
  return db.selectFrom('job_category').selectAll().orderBy('sort').orderBy('value').execute();
}

/** Cities of a site's open positions (distinct over position_site_city_idx). */
export async function listPositionCities(db: Db, siteId: number): Promise<string[]> {
  const rows = await db.selectFrom('position').select('city').distinct().where('site_id', '=', siteId).where('status', '=', 1).where('city', '<>', '').orderBy('city').execute();
  return rows.map((r) => r.city);
}

/** A site's shown job fairs: those still to come or running first (soonest first), then past ones (latest first). */
export function listSiteJobFairs(db: Db, siteId: number, now: number, offset: number, limit: number): Promise<JobFairRow[]> {
  return db
    .selectFrom('job_fair')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .orderBy(sql`case when end_at >= ${now} then 0 else 1 end`)
    .orderBy(sql`case when end_at >= ${now} then start_at else -start_at end`)
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSiteJobFairs(db: Db, siteId: number): Promise<number> {
  const row = await db.selectFrom('job_fair').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).where('status', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}
