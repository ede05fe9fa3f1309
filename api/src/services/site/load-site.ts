import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { findBrand, findCompanyContact } from '../../db/repositories/brand';
import { findChannel } from '../../db/repositories/channel';
import { findSchool } from '../../db/repositories/school';
import { findSiteByHost } from '../../db/repositories/site';
import type { BrandRow, CompanyContactRow } from '../../db/tables/brand';
import type { ChannelRow } from '../../db/tables/channel';
import type { SchoolRow } from '../../db/tables/school';
import type { SiteRow } from '../../db/tables/site';

/** A site with everything its answers draw on. */
export type SiteRecord = {
  site: SiteRow;
  brand: BrandRow;
  contact: CompanyContactRow | undefined;
  school: SchoolRow | undefined;
  channel: ChannelRow | undefined;
};

/** The site of a host; unknown hosts get the default (main platform) site. */
export async function findSiteOrDefault(db: Db, host: string, defaultHost: string): Promise<SiteRow> {
  const site = (host ? await findSiteByHost(db, host) : undefined) ?? (await findSiteByHost(db, defaultHost));
  if (!site) throw new Error(`No site for the default host "${defaultHost}": seed the database or set DEFAULT_SITE_HOST`);
  return site;
}

export async function loadSiteRecord(db: Db, host: string, defaultHost: string): Promise<SiteRecord> {
  const site = await findSiteOrDefault(db, host, defaultHost);
  const [brand, contact, school, channel] = await Promise.all([
    findBrand(db, site.brand_key),
    findCompanyContact(db, site.brand_key),
    site.school_id === null ? undefined : findSchool(db, site.school_id),
    site.channel_id === null ? undefined : findChannel(db, site.channel_id),
  ]);
  if (!brand) throw new Error(`Site "${site.host}" names a missing brand "${site.brand_key}"`);
  return { site, brand, contact, school, channel };
}

/** The school of a school or department site; other sites fail with 40402. */
export function requireSchool(record: SiteRecord): NonNullable<SiteRecord['school']> {
  if (record.site.type !== 2 || !record.school) throw new AppError(CODES.notSchoolSite);
  return record.school;
}

/** The school or department site of a host (the college lists, the college home); other sites fail with 40402. */
export async function loadSchoolSite(db: Db, host: string, defaultHost: string): Promise<SiteRecord['site']> {
  const record = await loadSiteRecord(db, host, defaultHost);
  requireSchool(record);
  return record.site;
}

/** The OpenAPI note of the calls that only school and department sites answer. */
export const NOT_SCHOOL_NOTE = `Sites that are not a school or department site get ${CODES.notSchoolSite.code}.`;
