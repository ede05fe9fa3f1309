import type { FastifyBaseLogger } from 'fastify';
import type { HomeCompanyList, HomeConfig, HomePositionPage, HomeResource, ZoneItem, ZoneName } from '@campus/shared-utils';
import { HOME } from '@campus/shared-utils/rules';
import { countRecruitingCompanies, listRecruitingCompanies } from '../../db/repositories/company';
import {
  findHomeConfig,
  listHomeBanners,
  listHomeColleges,
  listHomeCompanies,
  listHomeJobFairs,
  listHomeStats,
  listHomeZoneItems,
} from '../../db/repositories/home';
import { countOpenPositions, listOpenPositions } from '../../db/repositories/position';
import type { Db } from '../../db/database';
import type { HomeBannerRow, HomeZoneItemRow } from '../../db/tables/home';
import { parseExhibition } from '../../lib/site/exhibition';
import { cleanAboutUs, cleanRecruitHot } from './home-json';

/** How many chunks of positions the new home lists before its "view more" button. */
export const HOME_POSITION_CHUNKS = 5;
export const HOME_POSITION_LIMIT = HOME_POSITION_CHUNKS * HOME.positionsPerChunk;

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

/** The site's recruiting companies, at most 39 (spec §9). */
export async function homeCompanies(db: Db, siteId: number): Promise<HomeCompanyList> {
  const [rows, total] = await Promise.all([listRecruitingCompanies(db, siteId, HOME.maxRecruitingCompanies), countRecruitingCompanies(db, siteId)]);
  return {
    list: rows.map((c) => ({
      id: c.id,
      logo_url: c.logo_url,
      company_name: c.name,
      short_name: c.short_name,
      industry: c.industry,
      second_industry: c.second_industry,
      insize: c.insize,
      city: c.city,
      position_count: c.position_count,
    })),
    total,
  };
}

/** One chunk of the newest recruiting positions; the home lists HOME_POSITION_LIMIT of them at most. */
export async function homePositions(db: Db, siteId: number, page: number, pageSize: number): Promise<HomePositionPage> {
  const offset = (page - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, HOME_POSITION_LIMIT - offset));
  const [rows, total] = await Promise.all([limit > 0 ? listOpenPositions(db, siteId, offset, limit) : [], countOpenPositions(db, siteId)]);
  return {
    list: rows.map((p) => ({
      id: p.id,
      title: p.title,
      salary_str: p.salary_str,
      work_addr: p.work_addr,
      position: p.category_label,
      period: p.period,
      nature: p.nature,
      education: p.education,
      company: { id: p.company.id, logo_url: p.company.logo_url, company_name: p.company.name, second_industry: p.company.second_industry, insize: p.company.insize },
    })),
    page,
    page_size: pageSize,
    total,
    has_more: offset + rows.length < Math.min(total, HOME_POSITION_LIMIT),
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
