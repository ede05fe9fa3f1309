import { Type, type Static } from '@sinclair/typebox';
import { JOBS_LIMITS } from '../areas/jobs/filters';
import { CompanyCard, CompanyCardFields, PositionCard, PositionCardFields, PositionCompany } from './cards';

/** Answers of the jobs calls (spec §7 position and company calls): pages, details, zones, job fairs, filter options. */

/** Paging of a browsing list; the client reads a missing page as 1 and a missing size as the default size. */
export const ListPaging = {
  page: Type.Integer({ default: 1 }),
  page_size: Type.Integer({ default: JOBS_LIMITS.pageSizeDefault }),
  total: Type.Integer(),
};

/** POST /api/position/getlistbyselect (and the other position lists): total is capped (total_capped 1 means "more than total"). */
export const PositionPage = Type.Object({
  list: Type.Array(PositionCard),
  ...ListPaging,
  total_capped: Type.Union([Type.Literal(0), Type.Literal(1)], { description: `1: more than total (counting stops at ${JOBS_LIMITS.countCap})` }),
});
export type PositionPage = Static<typeof PositionPage>;

/** GET /api/position/getdetail {id}. */
export const PositionDetail = Type.Object({
  ...PositionCardFields,
  headcount: Type.Integer(),
  description: Type.String({ description: 'plain text with line breaks (shown as text)' }),
  requirements: Type.String({ description: 'plain text with line breaks (shown as text)' }),
  salary_min: Type.Integer(),
  salary_max: Type.Integer(),
  salary_months: Type.Integer(),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 recruiting; 0 closed (shown, not open for applications)' }),
  company: Type.Object({ ...PositionCompany.properties, city: Type.String(), address: Type.String(), position_count: Type.Integer() }),
  similar: Type.Array(PositionCard, { maxItems: JOBS_LIMITS.similarPositions }),
});
export type PositionDetail = Static<typeof PositionDetail>;

/** GET /api/company/getlist, /api/company/getlistbycollege. */
export const CompanyPage = Type.Object({ list: Type.Array(CompanyCard), ...ListPaging });
export type CompanyPage = Static<typeof CompanyPage>;

/** GET /api/company/getdetail {id}. */
export const CompanyDetail = Type.Object({
  ...CompanyCardFields,
  address: Type.String(),
  intro: Type.String({ description: 'plain text (shown as text)' }),
  website: Type.String(),
  welfare: Type.Array(Type.String()),
});
export type CompanyDetail = Static<typeof CompanyDetail>;

/** POST /api/zone/get {zoneid}: a named group of positions or companies on this site. */
export const ZoneInfo = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('position'), Type.Literal('company')]),
  title: Type.String(),
  intro: Type.String(),
  count: Type.Integer({ description: 'open positions or shown companies in the zone' }),
});
export type ZoneInfo = Static<typeof ZoneInfo>;

/** A job fair of a school or department site. */
export const JobFairItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Union([Type.Literal('online'), Type.Literal('offline')], { default: 'offline' }),
  place: Type.String(),
  organiser: Type.String(),
  thumbnail_url: Type.String(),
  start_at: Type.Number({ description: 'epoch ms' }),
  end_at: Type.Number({ description: 'epoch ms' }),
});
export type JobFairItem = Static<typeof JobFairItem>;
/** GET /api/schoolcollege/jobfairlist. */
export const JobFairPage = Type.Object({ list: Type.Array(JobFairItem), ...ListPaging });
export type JobFairPage = Static<typeof JobFairPage>;

export const JobFilterOption = Type.Object({ value: Type.String(), label: Type.String() });
export type JobFilterOption = Static<typeof JobFilterOption>;

/** GET /api/position/getfilteroptions: what the list pages offer (categories and cities of this site's open positions). */
export const JobFilterOptions = Type.Object({
  categories: Type.Array(Type.Object({ ...JobFilterOption.properties, group: Type.String() })),
  cities: Type.Array(JobFilterOption),
  industries: Type.Array(JobFilterOption),
  company_sizes: Type.Array(JobFilterOption),
  educations: Type.Array(JobFilterOption),
  natures: Type.Array(JobFilterOption),
  salaries: Type.Array(JobFilterOption),
  graduation_years: Type.Array(JobFilterOption),
});
export type JobFilterOptions = Static<typeof JobFilterOptions>;
