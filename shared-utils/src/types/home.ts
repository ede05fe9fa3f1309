/** Answers of the home calls (spec §3 "Home config", "New home data", §7), shared with the server. */
import type { ExhibitionBlock, Flag } from './site';

/** A banner slide or a famous-company tile. */
export type HomeLink = { id: number; img_url: string; jump_link: string; title: string };

/** GET /api/site/gethomeresource: the new home's banners, famous companies and hot categories. */
export type HomeResource = {
  banner_list: HomeLink[];
  company_famous_list: HomeLink[];
  /** JSON text of RecruitHotItem[]; read it with parseRecruitHot */
  recruit_hot: string;
};

/** A job category of recruit_hot. */
export type RecruitHotItem = { value: string; label: string; period: string; aliasName: string; isHot: Flag };

/** GET /api/company/gethomeresource: the site's recruiting companies (at most 39). */
export type HomeCompany = {
  id: number;
  logo_url: string;
  company_name: string;
  short_name: string;
  industry: string;
  second_industry: string;
  insize: string;
  city: string;
  position_count: number;
};
export type HomeCompanyList = { list: HomeCompany[]; total: number };

/** One position card of the home (spec §3: title, salary_str, work_addr, position, period, company). */
export type HomePosition = {
  id: number;
  title: string;
  salary_str: string;
  work_addr: string;
  /** the position's category label */
  position: string;
  period: string;
  nature: string;
  education: string;
  company: { id: number; logo_url: string; company_name: string; second_industry: string; insize: string };
};

/** GET /api/position/gethomeresource {page, page_size}: one chunk of the site's recruiting positions. */
export type HomePositionPage = { list: HomePosition[]; page: number; page_size: number; total: number; has_more: boolean };

export type ZoneName = 'companyArea' | 'big_four' | 'zoneThree' | 'zoneFour';
export type ConfigType = 1 | 2 | 3 | 4 | 5 | 6;

/** An item of zone one to four; its config_type decides what a click opens (spec §2 table). */
export type ZoneItem = {
  id: number;
  icon: string;
  title: string;
  config_type: ConfigType;
  config_content: string;
  config_content_details: { web_domain: string };
};

export type HomeCollege = { id: number; name: string; thumbnail_url: string; domain: string };
export type HomeConfigCompany = { id: number; logo_url: string; company_name: string; industry_label: string };
export type HomeJobFair = { id: number; title: string; home_thumbnail_url: string; place: string; start_at: number; end_at: number };

/** POST /api/site/gethomeconfig, /api/schoolcollege/gethomeconfig {domain}: the configurable home. */
export type HomeConfig = {
  domainData: { head_img_url: string; top_img: string };
  dataList: { value: string; label: string }[];
  school_college_zone: HomeCollege[];
  companyArea: ZoneItem[];
  big_four: ZoneItem[];
  zoneThree: ZoneItem[];
  zoneFour: ZoneItem[];
  show_all: Flag;
  companyList: HomeConfigCompany[];
  /** JSON text of RecruitHotItem[] */
  recruitHot: string;
  school_job_fair_zone: HomeJobFair[];
  /** JSON text of AboutUs */
  aboutus: string;
  /** the blocks in order, each with show and title */
  exhibition: ExhibitionBlock[];
};

/** The "about this job fair" block: an image (shown in a dialog), with an optional title and text. */
export type AboutUs = { image: string; title: string; content: string };

/** Labels of the configurable home's blocks, as the exhibition list names them. */
export const HOME_BLOCKS = [
  'dataConfig',
  'collegeZone',
  'companyConfig',
  'zoneOne',
  'zoneTwo',
  'zoneThree',
  'zoneFour',
  'jobFair',
  'positionConfig',
  'aboutUs',
] as const;
export type HomeBlockLabel = (typeof HOME_BLOCKS)[number];
