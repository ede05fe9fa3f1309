import type { JobFilterOptions } from '@campus/shared-utils/student';

/** The site's filter lists as the jobs pages and the intention editor read them. */
export const filterOptions = (over: Partial<JobFilterOptions> = {}): JobFilterOptions => ({
  categories: [
    { value: 'fe', label: '前端开发', group: '技术' },
    { value: 'accountant', label: '会计', group: '财会金融' },
  ],
  cities: [
    { value: '杭州', label: '杭州' },
    { value: '上海', label: '上海' },
  ],
  industries: [],
  company_sizes: [],
  educations: [],
  natures: [],
  salaries: [],
  graduation_years: [
    { value: '2026', label: '2026届' },
    { value: '2027', label: '2027届' },
  ],
  ...over,
});
