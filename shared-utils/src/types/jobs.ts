/** Answers of the jobs calls (spec §7 position and company calls): defined once in shapes/jobs.ts and shapes/cards.ts. */
export type { PositionCompany, CompanyCard as CompanyItem, PositionCard as PositionItem } from '../shapes/cards';
export type { PositionPage, PositionDetail, CompanyPage, CompanyDetail, ZoneInfo, JobFairItem, JobFairPage, JobFilterOption, JobFilterOptions } from '../shapes/jobs';

export type ListPage<T> = { list: T[]; page: number; page_size: number; total: number };

/** POST /api/position/getlistbyselect: every field optional; values outside their lists are ignored. */
export type PositionQuery = {
  keyword?: string;
  category?: string;
  city?: string;
  /** a SALARY_BANDS value, e.g. 10-15 */
  salary?: string;
  education?: string;
  nature?: string;
  industry?: string;
  company_size?: string;
  graduation_year?: number;
  zoneid?: number;
  sort?: 'newest' | 'relevance';
  /** 1: leave out positions the logged-in student applied to */
  hide_applied?: 0 | 1;
  page?: number;
  page_size?: number;
};

/** GET /api/company/getlist. */
export type CompanyQuery = { keyword?: string; industry?: string; company_size?: string; city?: string; zoneid?: number; page?: number; page_size?: number };
