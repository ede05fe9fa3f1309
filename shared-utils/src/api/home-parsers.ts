import type {
  AboutUs,
  ConfigType,
  HomeCompanyList,
  HomeConfig,
  HomeLink,
  HomePosition,
  HomePositionPage,
  HomeResource,
  RecruitHotItem,
  ZoneItem,
} from '../types/home';
import { parseExhibition } from '../format/exhibition';
import { isObj, parseJson, readFlag, readNum, readObj, readOneOf, readStr, type Obj } from '../util/read';

// Each home answer is rebuilt field by field: a malformed answer gives empty blocks, never a crash.
const list = <T>(value: unknown, item: (o: Obj) => T): T[] => (Array.isArray(value) ? value.filter(isObj).map(item) : []);

const link = (o: Obj): HomeLink => ({ id: readNum(o.id), img_url: readStr(o.img_url), jump_link: readStr(o.jump_link), title: readStr(o.title) });

export const parseHomeResource = (d: Obj): HomeResource => ({
  banner_list: list(d.banner_list, link),
  company_famous_list: list(d.company_famous_list, link),
  recruit_hot: readStr(d.recruit_hot),
});

export const parseHomeCompanies = (d: Obj): HomeCompanyList => ({
  list: list(d.list, (o) => ({
    id: readNum(o.id),
    logo_url: readStr(o.logo_url),
    company_name: readStr(o.company_name),
    short_name: readStr(o.short_name),
    industry: readStr(o.industry),
    second_industry: readStr(o.second_industry),
    insize: readStr(o.insize),
    city: readStr(o.city),
    position_count: readNum(o.position_count),
  })),
  total: readNum(d.total),
});

const position = (o: Obj): HomePosition => {
  const c = readObj(o.company);
  return {
    id: readNum(o.id),
    title: readStr(o.title),
    salary_str: readStr(o.salary_str),
    work_addr: readStr(o.work_addr),
    position: readStr(o.position),
    period: readStr(o.period),
    nature: readStr(o.nature),
    education: readStr(o.education),
    company: {
      id: readNum(c.id),
      logo_url: readStr(c.logo_url),
      company_name: readStr(c.company_name),
      second_industry: readStr(c.second_industry),
      insize: readStr(c.insize),
    },
  };
};

export const parseHomePositions = (d: Obj): HomePositionPage => ({
  list: list(d.list, position),
  page: readNum(d.page, 1),
  page_size: readNum(d.page_size),
  total: readNum(d.total),
  has_more: d.has_more === true || d.has_more === 1,
});

const zoneItem = (o: Obj): ZoneItem => ({
  id: readNum(o.id),
  icon: readStr(o.icon),
  title: readStr(o.title),
  config_type: readOneOf(o.config_type, [1, 2, 3, 4, 5, 6] as const, 1) as ConfigType,
  config_content: readStr(o.config_content),
  config_content_details: { web_domain: readStr(readObj(o.config_content_details).web_domain) },
});

export const parseHomeConfig = (d: Obj): HomeConfig => {
  const domain = readObj(d.domainData);
  return {
    domainData: { head_img_url: readStr(domain.head_img_url), top_img: readStr(domain.top_img) },
    dataList: list(d.dataList, (o) => ({ value: readStr(o.value), label: readStr(o.label) })),
    school_college_zone: list(d.school_college_zone, (o) => ({
      id: readNum(o.id),
      name: readStr(o.name),
      thumbnail_url: readStr(o.thumbnail_url),
      domain: readStr(o.domain),
    })),
    companyArea: list(d.companyArea, zoneItem),
    big_four: list(d.big_four, zoneItem),
    zoneThree: list(d.zoneThree, zoneItem),
    zoneFour: list(d.zoneFour, zoneItem),
    show_all: readFlag(d.show_all),
    companyList: list(d.companyList, (o) => ({
      id: readNum(o.id),
      logo_url: readStr(o.logo_url),
      company_name: readStr(o.company_name),
      industry_label: readStr(o.industry_label),
    })),
    recruitHot: readStr(d.recruitHot),
    school_job_fair_zone: list(d.school_job_fair_zone, (o) => ({
      id: readNum(o.id),
      title: readStr(o.title),
      home_thumbnail_url: readStr(o.home_thumbnail_url),
      place: readStr(o.place),
      start_at: readNum(o.start_at),
      end_at: readNum(o.end_at),
    })),
    aboutus: readStr(d.aboutus),
    exhibition: parseExhibition(d.exhibition),
  };
};

/** The categories of recruit_hot JSON text; malformed text gives [], malformed items are left out. */
export function parseRecruitHot(text: unknown): RecruitHotItem[] {
  const value = typeof text === 'string' ? parseJson(text) : text;
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObj)
    .map((o) => ({ value: readStr(o.value), label: readStr(o.label), period: readStr(o.period), aliasName: readStr(o.aliasName), isHot: readFlag(o.isHot) }))
    .filter((c) => c.value !== '' && c.label !== '');
}

/** The aboutus JSON text; malformed text, or one without an image, gives null. */
export function parseAboutUs(text: unknown): AboutUs | null {
  const value = typeof text === 'string' ? parseJson(text) : text;
  if (!isObj(value)) return null;
  const image = readStr(value.image);
  return image ? { image, title: readStr(value.title), content: readStr(value.content) } : null;
}
