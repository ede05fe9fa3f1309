/** A search term of an open position (migration 4001): a character, a character pair or a latin word. */
export interface PositionTermTable {
  term: string;
  site_id: number;
  publish_at: number;
  position_id: number;
}

/** The jobs area's tables, merged into `Database` (api/src/db/database.ts). */
export interface JobSearchTables {
  position_term: PositionTermTable;
}
