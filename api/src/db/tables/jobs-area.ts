/** A search term of an open position (migration 4001): a character, a character pair or a latin word. */
export interface PositionTermTable {
  term: string;
  site_id: number;
  publish_at: number;
  position_id: number;
}

/** What a search reads of a searchable position (migration 4001): texts, filter columns, its company's industry and size. */
export interface PositionFacetTable {
  position_id: number;
  title: string;
  category_label: string;
  company_name: string;
  category_value: string;
  city: string;
  nature: string;
  education: string;
  salary_min: number;
  salary_max: number;
  graduation_year: number;
  industry: string;
  insize: string;
}

/** The jobs area's tables, merged into `Database` (api/src/db/database.ts). */
export interface JobSearchTables {
  position_term: PositionTermTable;
  position_facet: PositionFacetTable;
}
