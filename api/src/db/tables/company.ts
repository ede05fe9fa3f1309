import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** An employer as a site lists it (home tiles now; search, detail and applications in the next issue). */
export interface CompanyTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  short_name: string;
  /** Our own URL: the monogram route /api/company/logo or a file under /static. */
  logo_url: string;
  industry: string;
  second_industry: string;
  /** Size band, e.g. 100-499人. */
  insize: string;
  /** Ownership, e.g. 国有企业, 民营企业, 外资企业. */
  nature: string;
  city: string;
  address: string;
  intro: string;
  website: string;
  /** JSON text: string[] of welfare tags. */
  welfare: string;
  is_famous: number;
  is_recruiting: number;
  /** 1 shown, 0 hidden. */
  status: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** The job-category list positions are filed under; recruit_hot of a site names some of them. */
export interface JobCategoryTable {
  value: string;
  label: string;
  group_label: string;
  sort: number;
}

/** A named group of positions or companies on a site, linked from home zone items (config_type 1-3). */
export interface ZoneTable {
  id: Generated<number>;
  site_id: number;
  kind: 'position' | 'company';
  title: string;
  intro: string;
  sort: number;
}

export interface ZoneMemberTable {
  zone_id: number;
  /** a position id or a company id, by the zone's kind */
  target_id: number;
  sort: number;
}

export type CompanyRow = Selectable<CompanyTable>;
export type NewCompany = Insertable<CompanyTable>;
export type CompanyUpdate = Updateable<CompanyTable>;
export type JobCategoryRow = Selectable<JobCategoryTable>;
export type NewJobCategory = Insertable<JobCategoryTable>;
export type ZoneRow = Selectable<ZoneTable>;
export type NewZone = Insertable<ZoneTable>;
export type NewZoneMember = Insertable<ZoneMemberTable>;
