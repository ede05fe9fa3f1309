/**
 * The position and company filters of the list pages (shared by the server, which ignores a value outside
 * these lists, and the pages, which offer them). Salaries are in thousands of yuan a month.
 */
export const JOB_NATURES = ['校招', '实习', '社招'] as const;
export type JobNature = (typeof JOB_NATURES)[number];

/** Degrees, lowest first; a filter for one also finds positions that ask for less or 不限. */
export const JOB_EDUCATIONS = ['大专', '本科', '硕士', '博士'] as const;
export type JobEducation = (typeof JOB_EDUCATIONS)[number];

export const COMPANY_SIZES = ['20-99人', '100-499人', '500-999人', '1000-9999人', '10000人以上'] as const;

export const JOB_INDUSTRIES = [
  '互联网/IT', '电子/半导体', '金融', '汽车/新能源', '制造业', '医疗健康', '教育', '快消/零售', '房地产/建筑', '文化传媒', '专业服务', '能源/化工', '交通/物流',
] as const;

/** Salary bands: value as sent in the URL and the query, with the overlap it asks for (K a month; max 0 = open). */
export const SALARY_BANDS = [
  { value: '0-3', label: '3K以下', min: 0, max: 3 },
  { value: '3-5', label: '3-5K', min: 3, max: 5 },
  { value: '5-10', label: '5-10K', min: 5, max: 10 },
  { value: '10-15', label: '10-15K', min: 10, max: 15 },
  { value: '15-20', label: '15-20K', min: 15, max: 20 },
  { value: '20-30', label: '20-30K', min: 20, max: 30 },
  { value: '30-', label: '30K以上', min: 30, max: 0 },
] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number];

export const POSITION_SORTS = ['newest', 'relevance'] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];

/** Graduation years a filter may name (out of range: ignored). */
export const JOB_GRADUATION_YEARS = { min: 2000, max: 2100 } as const;

export const JOBS_LIMITS = {
  /** a keyword longer than this is refused by the schema; up to it, any text is searched as text */
  keywordMax: 200,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** pages beyond this are not served (deep offsets cost the database; nobody reads page 500) */
  pageMax: 500,
  /** counting stops here: the list says 10000+ (keeps a count over a million rows bounded) */
  countCap: 10_000,
  similarPositions: 6,
} as const;

export const salaryBandOf = (value: string | undefined): SalaryBand | undefined => SALARY_BANDS.find((b) => b.value === value);
export const isJobNature = (value: unknown): value is JobNature => JOB_NATURES.includes(value as JobNature);
export const isJobEducation = (value: unknown): value is JobEducation => JOB_EDUCATIONS.includes(value as JobEducation);
export const isCompanySize = (value: unknown): boolean => COMPANY_SIZES.includes(value as (typeof COMPANY_SIZES)[number]);
export const isJobIndustry = (value: unknown): boolean => JOB_INDUSTRIES.includes(value as (typeof JOB_INDUSTRIES)[number]);
