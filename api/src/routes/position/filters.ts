import {
  JOB_GRADUATION_YEARS, JOBS_LIMITS, isCompanySize, isJobEducation, isJobIndustry, isJobNature, salaryBandOf,
} from '@campus/shared-utils/rules';
import type { CompanyFilter } from '../../db/repositories/company';
import type { PositionSearch } from '../../db/repositories/position-search';

/** Page and size from a query: out of range falls back (page 1, the default size), never an error. */
export function paging(page: number | undefined, pageSize: number | undefined): { page: number; pageSize: number; offset: number } {
  const size = pageSize !== undefined && pageSize >= 1 && pageSize <= JOBS_LIMITS.pageSizeMax ? pageSize : JOBS_LIMITS.pageSizeDefault;
  const p = page !== undefined && page >= 1 && page <= JOBS_LIMITS.pageMax ? page : 1;
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

const clean = (value: string | undefined) => {
  const v = value?.trim();
  return v ? v : undefined;
};

export type PositionQueryInput = {
  keyword?: string;
  category?: string;
  city?: string;
  salary?: string;
  education?: string;
  nature?: string;
  industry?: string;
  company_size?: string;
  graduation_year?: number;
  sort?: string;
};

/** The position filters a query names, each kept only when it is within its list or range. */
export function positionFilters(q: PositionQueryInput, siteId: number): PositionSearch {
  const year = q.graduation_year;
  return {
    siteId,
    keyword: clean(q.keyword),
    category: clean(q.category),
    city: clean(q.city),
    salary: salaryBandOf(q.salary),
    education: isJobEducation(q.education) ? q.education : undefined,
    nature: isJobNature(q.nature) ? q.nature : undefined,
    industry: isJobIndustry(q.industry) ? q.industry : undefined,
    companySize: isCompanySize(q.company_size) ? q.company_size : undefined,
    graduationYear: year !== undefined && year >= JOB_GRADUATION_YEARS.min && year <= JOB_GRADUATION_YEARS.max ? year : undefined,
    sort: q.sort === 'relevance' ? 'relevance' : 'newest',
  };
}

export function companyFilters(q: { keyword?: string; industry?: string; company_size?: string; city?: string }): CompanyFilter {
  return {
    keyword: clean(q.keyword),
    industry: isJobIndustry(q.industry) ? q.industry : undefined,
    insize: isCompanySize(q.company_size) ? q.company_size : undefined,
    city: clean(q.city),
  };
}
