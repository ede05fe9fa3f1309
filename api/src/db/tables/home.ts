import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One site's home configuration (spec §3 Home config); JSON texts are stored as saved and checked when read. */
export interface HomeConfigTable {
  site_id: number;
  head_img_url: string;
  top_img: string;
  /** JSON text: {value, label, period, aliasName, isHot}[] */
  recruit_hot: string;
  /** JSON text: {image, title?, content?} */
  aboutus: string;
  /** JSON text: {label, show, title}[], the configurable home's blocks in order */
  exhibition: string;
  /** whether the position block offers show-all */
  show_all: number;
  updated_at: number;
}

export interface HomeStatTable {
  id: Generated<number>;
  site_id: number;
  value: string;
  label: string;
  sort: number;
}

export type HomeBannerKind = 'banner' | 'famous';

/** A banner slide or a famous-company tile (spec §3 New home data: img_url, jump_link, title). */
export interface HomeBannerTable {
  id: Generated<number>;
  site_id: number;
  kind: HomeBannerKind;
  title: string;
  img_url: string;
  jump_link: string;
  status: number;
  sort: number;
}

export type HomeZoneName = 'companyArea' | 'big_four' | 'zoneThree' | 'zoneFour';

/** An item of zone one to four; config_type 1-6 decides what a click opens (spec §2 table). */
export interface HomeZoneItemTable {
  id: Generated<number>;
  site_id: number;
  zone: HomeZoneName;
  title: string;
  config_type: number;
  icon: string;
  /** zone id (1-3), article id (4), content id (5); '' for 6 */
  config_content: string;
  /** the external address of config_type 6 */
  web_domain: string;
  sort: number;
}

/** The enterprise-config block: companies a site puts on its home, in order. */
export interface HomeCompanyTable {
  site_id: number;
  company_id: number;
  sort: number;
}

/** The college zone of a school home: each college with its own site's domain. */
export interface HomeCollegeTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  thumbnail_url: string;
  domain: string;
  sort: number;
}

export interface JobFairTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  kind: 'online' | 'offline';
  place: string;
  organiser: string;
  thumbnail_url: string;
  home_thumbnail_url: string;
  intro: string;
  /** entrance of an online fair */
  online_url: Generated<string>;
  /** the 'about this job fair' image */
  about_image_url: Generated<string>;
  start_at: number;
  end_at: number;
  on_home: number;
  status: number;
  sort: number;
}

export type HomeConfigRow = Selectable<HomeConfigTable>;
export type NewHomeConfig = Insertable<HomeConfigTable>;
export type HomeConfigUpdate = Updateable<HomeConfigTable>;
export type HomeStatRow = Selectable<HomeStatTable>;
export type NewHomeStat = Insertable<HomeStatTable>;
export type HomeBannerRow = Selectable<HomeBannerTable>;
export type NewHomeBanner = Insertable<HomeBannerTable>;
export type HomeZoneItemRow = Selectable<HomeZoneItemTable>;
export type NewHomeZoneItem = Insertable<HomeZoneItemTable>;
export type NewHomeCompany = Insertable<HomeCompanyTable>;
export type HomeCollegeRow = Selectable<HomeCollegeTable>;
export type NewHomeCollege = Insertable<HomeCollegeTable>;
export type JobFairRow = Selectable<JobFairTable>;
export type NewJobFair = Insertable<JobFairTable>;
