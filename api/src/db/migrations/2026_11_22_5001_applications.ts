import type { Kysely } from 'kysely';

/** Reserved for this area's tables (filled in by the area's own work). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
