import { JOBS_LIMITS, type PositionQuery } from '@campus/shared-utils/student';

export const POSITION_FILTER_KEYS = ['keyword', 'category', 'city', 'salary', 'education', 'nature', 'industry', 'company_size', 'graduation_year', 'sort', 'hide_applied', 'zoneid'] as const;
export type PositionFilterKey = (typeof POSITION_FILTER_KEYS)[number];

/** The home's category chips link with value (and label) for the category. */
export const POSITION_ALIASES: Partial<Record<PositionFilterKey, string[]>> = { category: ['value'] };
/** …and its label names the page until the user picks another category. */
export const POSITION_DROP_WITH: Partial<Record<PositionFilterKey, string[]>> = { category: ['label'] };

const int = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The search call for the URL's filters: empty values left out; the server ignores values outside their lists. */
export function positionQuery(v: Record<PositionFilterKey, string>, page: number, student: boolean): PositionQuery {
  return {
    ...(v.keyword && { keyword: v.keyword.slice(0, JOBS_LIMITS.keywordMax) }),
    ...(v.category && { category: v.category }),
    ...(v.city && { city: v.city }),
    ...(v.salary && { salary: v.salary }),
    ...(v.education && { education: v.education }),
    ...(v.nature && { nature: v.nature }),
    ...(v.industry && { industry: v.industry }),
    ...(v.company_size && { company_size: v.company_size }),
    ...(int(v.graduation_year) && { graduation_year: int(v.graduation_year) }),
    ...(int(v.zoneid) && { zoneid: int(v.zoneid) }),
    ...(v.sort === 'relevance' && { sort: 'relevance' as const }),
    ...(student && v.hide_applied === '1' && { hide_applied: 1 as const }),
    page,
    page_size: JOBS_LIMITS.pageSizeDefault,
  };
}
