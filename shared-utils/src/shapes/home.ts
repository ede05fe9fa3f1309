import { Type, type Static } from '@sinclair/typebox';
import { HOME } from '../constants';
import { CompanyCard, PositionCard } from './cards';
import { ExhibitionBlock, Flag } from './site';

/** Answers of the home calls (spec §3 "Home config", "New home data", §7). */

/** A banner slide or a famous-company tile. */
export const HomeLink = Type.Object({
  id: Type.Integer(),
  img_url: Type.String({ description: 'image on this origin' }),
  jump_link: Type.String({ description: 'http(s) address a click opens; anything else is not followed' }),
  title: Type.String(),
});
export type HomeLink = Static<typeof HomeLink>;

/** GET /api/site/gethomeresource: the new home's banners, famous companies and hot categories. */
export const HomeResource = Type.Object({
  banner_list: Type.Array(HomeLink),
  company_famous_list: Type.Array(HomeLink),
  recruit_hot: Type.String({ description: 'JSON text of {value, label, period, aliasName, isHot}[] (read it with parseRecruitHot); malformed stored text is logged and answered as []' }),
});
export type HomeResource = Static<typeof HomeResource>;

/** GET /api/company/gethomeresource: the site's recruiting companies. */
export const HomeCompanyList = Type.Object({
  list: Type.Array(CompanyCard, { maxItems: HOME.maxRecruitingCompanies }),
  total: Type.Integer({ description: 'recruiting companies of the site in all' }),
});
export type HomeCompanyList = Static<typeof HomeCompanyList>;

/** GET /api/position/gethomeresource {page, page_size}: one chunk of the site's recruiting positions. */
export const HomePositionPage = Type.Object({
  list: Type.Array(PositionCard),
  page: Type.Integer({ default: 1 }),
  page_size: Type.Integer(),
  total: Type.Integer({ description: 'recruiting positions of the site in all' }),
  has_more: Type.Boolean({ description: 'false after the last chunk the home lists' }),
});
export type HomePositionPage = Static<typeof HomePositionPage>;

export const ConfigType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(6)], {
  description: '1 position list, 2-3 company list (zoneid), 4 article list, 5 content list (id), 6 external web_domain',
});
export type ConfigType = Static<typeof ConfigType>;

/** An item of zone one to four; its config_type decides what a click opens (spec §2 table). */
export const ZoneItem = Type.Object({
  id: Type.Integer(),
  icon: Type.String(),
  title: Type.String(),
  config_type: ConfigType,
  config_content: Type.String({ description: 'zone id (1-3), article id (4), content id (5)' }),
  config_content_details: Type.Object({ web_domain: Type.String() }),
});
export type ZoneItem = Static<typeof ZoneItem>;

export const HomeCollege = Type.Object({ id: Type.Integer(), name: Type.String(), thumbnail_url: Type.String(), domain: Type.String({ description: 'the college site’s host' }) });
export type HomeCollege = Static<typeof HomeCollege>;
export const HomeConfigCompany = Type.Object({ id: Type.Integer(), logo_url: Type.String(), company_name: Type.String(), industry_label: Type.String() });
export type HomeConfigCompany = Static<typeof HomeConfigCompany>;
export const HomeJobFair = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  home_thumbnail_url: Type.String(),
  place: Type.String(),
  start_at: Type.Integer({ description: 'epoch ms' }),
  end_at: Type.Integer({ description: 'epoch ms' }),
});
export type HomeJobFair = Static<typeof HomeJobFair>;

/** POST /api/site/gethomeconfig, /api/schoolcollege/gethomeconfig {domain}: the configurable home. */
export const HomeConfig = Type.Object({
  domainData: Type.Object({ head_img_url: Type.String(), top_img: Type.String() }),
  dataList: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  school_college_zone: Type.Array(HomeCollege),
  companyArea: Type.Array(ZoneItem),
  big_four: Type.Array(ZoneItem),
  zoneThree: Type.Array(ZoneItem),
  zoneFour: Type.Array(ZoneItem),
  show_all: Flag,
  companyList: Type.Array(HomeConfigCompany),
  recruitHot: Type.String({ description: 'JSON text, as recruit_hot' }),
  school_job_fair_zone: Type.Array(HomeJobFair),
  aboutus: Type.String({ description: 'JSON text of {image, title, content}; malformed stored text is logged and answered as ""' }),
  exhibition: Type.Array(ExhibitionBlock, { description: 'the blocks in order' }),
});
export type HomeConfig = Static<typeof HomeConfig>;

/** A job category of recruit_hot and recruitHot (JSON text inside the answers above). */
export const RecruitHotItem = Type.Object({ value: Type.String(), label: Type.String(), period: Type.String(), aliasName: Type.String(), isHot: Flag });
export type RecruitHotItem = Static<typeof RecruitHotItem>;

/** The "about this job fair" block of aboutus (JSON text): an image (shown in a dialog), with an optional title and text. */
export const AboutUs = Type.Object({ image: Type.String(), title: Type.String(), content: Type.String() });
export type AboutUs = Static<typeof AboutUs>;
