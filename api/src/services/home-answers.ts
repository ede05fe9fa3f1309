import type { FastifyBaseLogger } from 'fastify';
import type { HomeConfig, HomeResource, ZoneItem, ZoneName } from '@campus/shared-utils';
import {
  findHomeConfig,
  listHomeBanners,
  listHomeColleges,
  listHomeCompanies,
  listHomeJobFairs,
  listHomeStats,
  listHomeZoneItems,
} from '../db/repositories/home';
import type { Db } from '../db/database';
import type { HomeBannerRow, HomeZoneItemRow } from '../db/tables/home';
import { parseExhibition } from './site/exhibition';
import { cleanAboutUs, cleanRecruitHot } from './home-json';

const toLink = (b: HomeBannerRow) => ({ id: b.id, img_url: b.img_url, jump_link: b.jump_link, title: b.title });

/** Banners, famous-company tiles and hot categories of a site's new home. */
export async function homeResource(db: Db, siteId: number, log: FastifyBaseLogger): Promise<HomeResource> {
  const [banners, famous, config] = await Promise.all([listHomeBanners(db, siteId, 'banner'), listHomeBanners(db, siteId, 'famous'), findHomeConfig(db, siteId)]);
  return {
    banner_list: banners.map(toLink),
    company_famous_list: famous.map(toLink),
    recruit_hot: cleanRecruitHot(config?.recruit_hot ?? '[]', log, siteId),
  };
}

const toZoneItem = (z: HomeZoneItemRow): ZoneItem => ({
  id: z.id,
  icon: z.icon,
  title: z.title,
  config_type: (z.config_type >= 1 && z.config_type <= 6 ? z.config_type : 1) as ZoneItem['config_type'],
  config_content: z.config_content,
  config_content_details: { web_domain: z.web_domain },
});

/** The configurable home of a site: every block of spec §3 "Home config", empty where nothing is configured. */
export async function homeConfig(db: Db, siteId: number, log: FastifyBaseLogger): Promise<HomeConfig> {
  const [config, stats, zones, companies, colleges, fairs] = await Promise.all([
    findHomeConfig(db, siteId),
    listHomeStats(db, siteId),
    listHomeZoneItems(db, siteId),
    listHomeCompanies(db, siteId),
    listHomeColleges(db, siteId),
    listHomeJobFairs(db, siteId),
  ]);
  const zone = (name: ZoneName) => zones.filter((z) => z.zone === name).map(toZoneItem);
  return {
    domainData: { head_img_url: config?.head_img_url ?? '', top_img: config?.top_img ?? '' },
    dataList: stats.map((s) => ({ value: s.value, label: s.label })),
    school_college_zone: colleges.map((c) => ({ id: c.id, name: c.name, thumbnail_url: c.thumbnail_url, domain: c.domain })),
    companyArea: zone('companyArea'),
    big_four: zone('big_four'),
    zoneThree: zone('zoneThree'),
    zoneFour: zone('zoneFour'),
    show_all: config?.show_all === 0 ? 0 : 1,
    companyList: companies.map((c) => ({ id: c.id, logo_url: c.logo_url, company_name: c.name, industry_label: c.second_industry || c.industry })),
    recruitHot: cleanRecruitHot(config?.recruit_hot ?? '[]', log, siteId),
    school_job_fair_zone: fairs.map((f) => ({ id: f.id, title: f.title, home_thumbnail_url: f.home_thumbnail_url || f.thumbnail_url, place: f.place, start_at: f.start_at, end_at: f.end_at })),
    aboutus: cleanAboutUs(config?.aboutus ?? '', log, siteId),
    exhibition: parseExhibition(config?.exhibition ?? '[]'),
  };
}
