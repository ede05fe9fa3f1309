import { Type } from '@sinclair/typebox';
import { JOBS_LIMITS, isCompanySize, isJobIndustry } from '@campus/shared-utils/rules';
import type { CompanyFilter } from '../../db/repositories/company';
import { cleanText, Paging } from '../../lib/list-query';

/** Requests of the company lists: a filter outside its list is ignored, a wrong type or over-long text is 参数错误. */
const text = (description: string, maxLength = 50) => Type.Optional(Type.String({ maxLength, description }));
const int = (description: string) => Type.Optional(Type.Integer({ description }));

export const CompanyQuery = Type.Object({
  keyword: text('company name text', JOBS_LIMITS.keywordMax),
  industry: text('industry (JOB_INDUSTRIES; others ignored)'),
  company_size: text('size band (COMPANY_SIZES; others ignored)'),
  city: text('city'),
  zoneid: int('a company zone of this site (unknown: ignored)'),
  ...Paging,
});

export const CompanyPositionsBody = Type.Object({ company_id: Type.Integer({ minimum: 1 }), ...Paging });

export function companyFilters(q: { keyword?: string; industry?: string; company_size?: string; city?: string }): CompanyFilter {
  return {
    keyword: cleanText(q.keyword),
    industry: isJobIndustry(q.industry) ? q.industry : undefined,
    insize: isCompanySize(q.company_size) ? q.company_size : undefined,
    city: cleanText(q.city),
  };
}
