import { sql, type Kysely } from 'kysely';
import { dialectOf } from './helper';

/**
 * A search with filters checks each of up to 10,000 candidates' facet rows (position-search.ts). On PostgreSQL
 * each check was an index probe plus a read of the wide heap row (title, company name) at a random page: at a
 * million positions about 100 ms for a two-character keyword with filters on the bench machine. The filter
 * columns beside the id in one index make the check index-only (VACUUM keeps the visibility map): about half.
 * SQLite reads the facet row by its rowid in the same probe and has no INCLUDE: nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create index position_facet_filter_idx on position_facet (position_id)
    include (category_value, city, nature, education, salary_min, salary_max, graduation_year, industry, insize)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop index if exists position_facet_filter_idx`.execute(db);
}
