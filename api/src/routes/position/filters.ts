import { JOB_GRADUATION_YEARS, isCompanySize, isJobEducation, isJobIndustry, isJobNature, salaryBandOf, type PositionQuery } from '@campus/shared-utils/rules';
import { cleanText } from '../../lib/list-query';
import type { PositionSearch } from '../../db/repositories/position-search';

/** The filters of a position query (the shared request type), with any text as sort: the schema is loose on purpose. */
export type PositionQueryInput = Omit<PositionQuery, 'sort' | 'zoneid' | 'hide_applied' | 'page' | 'page_size'> & { sort?: string };

/** The position filters a query names, each kept only when it is within its list or range. */
export function positionFilters(q: PositionQueryInput, siteId: number): PositionSearch {
  const year = q.graduation_year;
  return {
    siteId,
    keyword: cleanText(q.keyword),
    category: cleanText(q.category),
    city: cleanText(q.city),
    salary: salaryBandOf(q.salary),
    education: isJobEducation(q.education) ? q.education : undefined,
    nature: isJobNature(q.nature) ? q.nature : undefined,
    industry: isJobIndustry(q.industry) ? q.industry : undefined,
    companySize: isCompanySize(q.company_size) ? q.company_size : undefined,
    graduationYear: year !== undefined && year >= JOB_GRADUATION_YEARS.min && year <= JOB_GRADUATION_YEARS.max ? year : undefined,
    sort: q.sort === 'relevance' ? 'relevance' : 'newest',
  };
}
