import { Type } from '@sinclair/typebox';
import { JOBS_LIMITS } from '@campus/shared-utils/rules';
import { Paging } from '../../lib/list-query';

/**
 * Schemas of the jobs calls. Filters are loose on purpose: a value outside its list or range is ignored
 * (the rest of the query still applies), so shared links from older pages keep working; only a wrong type
 * or an over-long text is refused with the envelope's 参数错误.
 */
const text = (description: string, maxLength = 50) => Type.Optional(Type.String({ maxLength, description }));
const int = (description: string) => Type.Optional(Type.Integer({ description }));

export const PositionQuery = Type.Object({
  keyword: text('title, category or company text; Chinese terms of any length; searched as text', JOBS_LIMITS.keywordMax),
  category: text('job_category value, e.g. fe'),
  city: text('city, e.g. 杭州'),
  salary: text('salary band value (SALARY_BANDS), e.g. 10-15; others ignored'),
  education: text('大专, 本科, 硕士 or 博士: positions asking for this degree, less, or 不限'),
  nature: text('校招, 实习 or 社招'),
  industry: text('company industry, e.g. 互联网/IT'),
  company_size: text('company size band, e.g. 100-499人'),
  graduation_year: int('graduation year, e.g. 2026: positions for it or for any year'),
  zoneid: int('a position zone of this site (unknown: ignored)'),
  sort: text('newest (default) or relevance', 20),
  hide_applied: int('1: leave out what the logged-in student applied to (visitors: ignored)'),
  ...Paging,
});

const PositionCompany = {
  id: Type.Integer(),
  logo_url: Type.String(),
  company_name: Type.String(),
  industry: Type.String(),
  second_industry: Type.String(),
  insize: Type.String(),
  nature: Type.String({ description: 'ownership, e.g. 国有企业' }),
};

const PositionItemFields = {
  id: Type.Integer(),
  title: Type.String(),
  salary_str: Type.String({ description: 'e.g. 8-12K·13薪 or 面议' }),
  city: Type.String(),
  work_addr: Type.String(),
  education: Type.String(),
  experience: Type.String(),
  nature: Type.String({ description: '校招, 实习 or 社招' }),
  period: Type.String(),
  graduation_year: Type.Integer({ description: '0: any' }),
  category_value: Type.String(),
  category_label: Type.String(),
  benefits: Type.Array(Type.String()),
  publish_at: Type.Number({ description: 'epoch ms' }),
};

export const PositionItem = Type.Object({ ...PositionItemFields, company: Type.Object(PositionCompany) });

const PageFields = { page: Type.Integer(), page_size: Type.Integer(), total: Type.Integer() };

export const PositionPageFields = {
  list: Type.Array(PositionItem),
  ...PageFields,
  total_capped: Type.Union([Type.Literal(0), Type.Literal(1)], { description: `1: more than total (counting stops at ${JOBS_LIMITS.countCap})` }),
};

export const PositionDetailFields = {
  ...PositionItemFields,
  headcount: Type.Integer(),
  description: Type.String({ description: 'plain text with line breaks (shown as text)' }),
  requirements: Type.String({ description: 'plain text with line breaks (shown as text)' }),
  salary_min: Type.Integer(),
  salary_max: Type.Integer(),
  salary_months: Type.Integer(),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0: closed (shown, not open for applications)' }),
  company: Type.Object({ ...PositionCompany, city: Type.String(), address: Type.String(), position_count: Type.Integer() }),
  similar: Type.Array(PositionItem, { maxItems: JOBS_LIMITS.similarPositions }),
};

const CompanyItemFields = {
  id: Type.Integer(),
  logo_url: Type.String(),
  company_name: Type.String(),
  short_name: Type.String(),
  industry: Type.String(),
  second_industry: Type.String(),
  insize: Type.String(),
  nature: Type.String(),
  city: Type.String(),
  position_count: Type.Integer({ description: 'open positions' }),
};

export const CompanyPageFields = { list: Type.Array(Type.Object(CompanyItemFields)), ...PageFields };

export const CompanyDetailFields = {
  ...CompanyItemFields,
  address: Type.String(),
  intro: Type.String({ description: 'plain text (shown as text)' }),
  website: Type.String(),
  welfare: Type.Array(Type.String()),
};

export const ZoneBody = Type.Object({ zoneid: Type.Integer({ minimum: 1 }) });
export const ZoneFields = {
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('position'), Type.Literal('company')]),
  title: Type.String(),
  intro: Type.String(),
  count: Type.Integer({ description: 'open positions or shown companies in the zone' }),
};

export const JobFairPageFields = {
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      kind: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
      place: Type.String(),
      organiser: Type.String(),
      thumbnail_url: Type.String(),
      start_at: Type.Number(),
      end_at: Type.Number(),
    }),
  ),
  ...PageFields,
};

const Option = Type.Object({ value: Type.String(), label: Type.String() });
export const FilterOptionsFields = {
  categories: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), group: Type.String() })),
  cities: Type.Array(Option),
  industries: Type.Array(Option),
  company_sizes: Type.Array(Option),
  educations: Type.Array(Option),
  natures: Type.Array(Option),
  salaries: Type.Array(Option),
  graduation_years: Type.Array(Option),
};
