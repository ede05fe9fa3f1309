import type {
  CompanyDetail, CompanyItem, CompanyPage, JobFairItem, JobFairPage, JobFilterOptions, JobFilterOption, PositionCompany, PositionDetail,
  PositionItem, PositionPage, ZoneInfo,
} from '../types/jobs';
import { isObj, readFlag, readNum, readObj, readOneOf, readStr, readStrList, type Obj } from '../util/read';

// Each jobs answer is rebuilt field by field: a malformed answer gives empty lists, never a crash.
const list = <T>(value: unknown, item: (o: Obj) => T): T[] => (Array.isArray(value) ? value.filter(isObj).map(item) : []);

const positionCompany = (o: Obj): PositionCompany => ({
  id: readNum(o.id),
  logo_url: readStr(o.logo_url),
  company_name: readStr(o.company_name),
  industry: readStr(o.industry),
  second_industry: readStr(o.second_industry),
  insize: readStr(o.insize),
  nature: readStr(o.nature),
});

export const parsePositionItem = (o: Obj): PositionItem => ({
  id: readNum(o.id),
  title: readStr(o.title),
  salary_str: readStr(o.salary_str),
  city: readStr(o.city),
  work_addr: readStr(o.work_addr),
  education: readStr(o.education),
  experience: readStr(o.experience),
  nature: readStr(o.nature),
  period: readStr(o.period),
  graduation_year: readNum(o.graduation_year),
  category_value: readStr(o.category_value),
  category_label: readStr(o.category_label),
  benefits: readStrList(o.benefits),
  publish_at: readNum(o.publish_at),
  company: positionCompany(readObj(o.company)),
});

const paging = (d: Obj) => ({ page: readNum(d.page, 1), page_size: readNum(d.page_size, 20), total: readNum(d.total) });

export const parsePositionPage = (d: Obj): PositionPage => ({ list: list(d.list, parsePositionItem), ...paging(d), total_capped: readFlag(d.total_capped) });

export const parsePositionDetail = (d: Obj): PositionDetail => {
  const c = readObj(d.company);
  return {
    ...parsePositionItem(d),
    headcount: readNum(d.headcount),
    description: readStr(d.description),
    requirements: readStr(d.requirements),
    salary_min: readNum(d.salary_min),
    salary_max: readNum(d.salary_max),
    salary_months: readNum(d.salary_months),
    status: readFlag(d.status),
    company: { ...positionCompany(c), city: readStr(c.city), address: readStr(c.address), position_count: readNum(c.position_count) },
    similar: list(d.similar, parsePositionItem),
  };
};

const companyItem = (o: Obj): CompanyItem => ({
  id: readNum(o.id),
  logo_url: readStr(o.logo_url),
  company_name: readStr(o.company_name),
  short_name: readStr(o.short_name),
  industry: readStr(o.industry),
  second_industry: readStr(o.second_industry),
  insize: readStr(o.insize),
  nature: readStr(o.nature),
  city: readStr(o.city),
  position_count: readNum(o.position_count),
});

export const parseCompanyPage = (d: Obj): CompanyPage => ({ list: list(d.list, companyItem), ...paging(d) });

export const parseCompanyDetail = (d: Obj): CompanyDetail => ({
  ...companyItem(d),
  address: readStr(d.address),
  intro: readStr(d.intro),
  website: readStr(d.website),
  welfare: readStrList(d.welfare),
});

export const parseZone = (d: Obj): ZoneInfo => ({
  id: readNum(d.id),
  kind: readOneOf(d.kind, ['position', 'company'] as const, 'position'),
  title: readStr(d.title),
  intro: readStr(d.intro),
  count: readNum(d.count),
});

const jobFair = (o: Obj): JobFairItem => ({
  id: readNum(o.id),
  title: readStr(o.title),
  kind: readOneOf(o.kind, ['online', 'offline'] as const, 'offline'),
  place: readStr(o.place),
  organiser: readStr(o.organiser),
  thumbnail_url: readStr(o.thumbnail_url),
  start_at: readNum(o.start_at),
  end_at: readNum(o.end_at),
});

export const parseJobFairPage = (d: Obj): JobFairPage => ({ list: list(d.list, jobFair), ...paging(d) });

const option = (o: Obj): JobFilterOption => ({ value: readStr(o.value), label: readStr(o.label) });

export const parseFilterOptions = (d: Obj): JobFilterOptions => ({
  categories: list(d.categories, (o) => ({ ...option(o), group: readStr(o.group) })),
  cities: list(d.cities, option),
  industries: list(d.industries, option),
  company_sizes: list(d.company_sizes, option),
  educations: list(d.educations, option),
  natures: list(d.natures, option),
  salaries: list(d.salaries, option),
  graduation_years: list(d.graduation_years, option),
});
