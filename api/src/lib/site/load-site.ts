import type { Db } from '../../db/database';
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
