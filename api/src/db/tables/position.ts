import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A position a company publishes on a site. Salaries are yuan a month; 0/0 is negotiable (面议). */
export interface PositionTable {
  id: Generated<number>;
  site_id: number;
  company_id: number;
  title: string;
  /** job_category.value and its label at publish time */
  category_value: string;
  category_label: string;
  /** 校招, 实习 or 社招 */
  nature: string;
  city: string;
  work_addr: string;
  salary_min: number;
  salary_max: number;
  salary_months: number;
  /** as shown, e.g. 8-12K·13薪 or 面议 */
  salary_str: string;
  education: string;
  experience: string;
  /** e.g. 2026; 0 for any */
  graduation_year: number;
  /** e.g. 2026届 or 长期有效 */
  period: string;
  headcount: number;
  description: string;
  requirements: string;
  /** JSON text: string[] of benefit tags */
  benefits: string;
  /** 1 recruiting, 0 closed */
  status: number;
  publish_at: number;
  created_at: number;
  updated_at: number;
}

export type PositionRow = Selectable<PositionTable>;
export type NewPosition = Insertable<PositionTable>;
export type PositionUpdate = Updateable<PositionTable>;
