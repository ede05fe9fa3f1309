/** The resume area's tables, merged into `Database` (api/src/db/database.ts). */
export interface ResumeTables {}
