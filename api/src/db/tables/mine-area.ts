/** The mine area's tables, merged into `Database` (api/src/db/database.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface MineTables {}
