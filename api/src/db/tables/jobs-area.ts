/** The jobs area's tables, merged into `Database` (api/src/db/database.ts). */
export interface JobSearchTables {}
