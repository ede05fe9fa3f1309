/** Requests and answers of the jobs calls (spec §7 position and company calls), shared with the server. */

/** What a list card shows of a position's company. */
export type PositionCompany = { id: number; logo_url: string; company_name: string; industry: string; second_industry: string; insize: string; nature: string };

/** A position in a list (search, company positions, college list, similar positions). */
export type PositionItem = {
  id: number;
  title: string;
  salary_str: string;
  city: string;
  work_addr: string;
  education: string;
  experience: string;
  /** 校招, 实习 or 社招 */
  nature: string;
  period: string;
  graduation_year: number;
  category_value: string;
  category_label: string;
  /** benefit tags (a list shows the first few) */
  benefits: string[];
  /** epoch ms */
  publish_at: number;
  company: PositionCompany;
};

export type ListPage<T> = { list: T[]; page: number; page_size: number; total: number };

/** POST /api/position/getlistbyselect: total is capped (total_capped 1 means "more than total"). */
export type PositionPage = ListPage<PositionItem> & { total_capped: 0 | 1 };

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

/** GET /api/position/getdetail {id}. */
export type PositionDetail = PositionItem & {
  headcount: number;
  description: string;
  requirements: string;
  salary_min: number;
  salary_max: number;
  salary_months: number;
  /** 1 recruiting, 0 closed (the page says so and offers no apply) */
  status: 0 | 1;
  company: PositionCompany & { city: string; address: string; position_count: number };
  similar: PositionItem[];
};

/** A company in a list. */
export type CompanyItem = {
  id: number;
  logo_url: string;
  company_name: string;
  short_name: string;
  industry: string;
  second_industry: string;
  insize: string;
  nature: string;
  city: string;
  position_count: number;
};

export type CompanyPage = ListPage<CompanyItem>;

/** GET /api/company/getlist. */
export type CompanyQuery = { keyword?: string; industry?: string; company_size?: string; city?: string; zoneid?: number; page?: number; page_size?: number };

/** GET /api/company/getdetail {id}. */
export type CompanyDetail = CompanyItem & { address: string; intro: string; website: string; welfare: string[] };

/** POST /api/zone/get {zoneid}: a named group of positions or companies on this site. */
export type ZoneInfo = { id: number; kind: 'position' | 'company'; title: string; intro: string; count: number };

/** GET /api/schoolcollege/jobfairlist: a job fair of this school or department site. */
export type JobFairItem = { id: number; title: string; kind: 'online' | 'offline'; place: string; organiser: string; thumbnail_url: string; start_at: number; end_at: number };
export type JobFairPage = ListPage<JobFairItem>;

export type JobFilterOption = { value: string; label: string };

/** GET /api/position/getfilteroptions: what the list pages offer (categories and cities of this site's open positions). */
export type JobFilterOptions = {
  categories: (JobFilterOption & { group: string })[];
  cities: JobFilterOption[];
  industries: JobFilterOption[];
  company_sizes: JobFilterOption[];
  educations: JobFilterOption[];
  natures: JobFilterOption[];
  salaries: JobFilterOption[];
  graduation_years: JobFilterOption[];
};
