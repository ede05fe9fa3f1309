import { sql, type Kysely } from 'kysely';
import { dialectOf } from './helper';

/**
 * Chinese keyword search (docs/architecture.md §4): every open position's title, category and company name cut
 * into terms, i.e. single characters and character pairs of Chinese text, and whole latin words. A keyword
 * of any length becomes terms too; a position matches when it holds all of them. The primary key is the
 * covering index a search walks: one term of one site, newest first, without touching the position table
 * until the page is known. Works alike on SQLite (WITHOUT ROWID keeps the rows in key order) and PostgreSQL.
 * Beside it, position_facet holds the filter columns of the same positions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('position_term')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('publish_at', 'bigint', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('position_term_pk', ['term', 'site_id', 'publish_at', 'position_id'])
    .modifyEnd(dialectOf(db) === 'sqlite' ? sql` without rowid` : sql``)
    .execute();
  // removing or re-indexing one position finds its rows by id
  await db.schema.createIndex('position_term_position_idx').on('position_term').columns(['position_id']).execute();

  // What a search reads of each candidate: the filter columns, its company's industry and size, and the
  // texts a keyword is matched and ranked on; a narrow row instead of the wide position row and the company.
  await db.schema
    .createTable('position_facet')
    .addColumn('position_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category_label', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('category_value', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('nature', 'text', (c) => c.notNull())
    .addColumn('education', 'text', (c) => c.notNull())
    .addColumn('salary_min', 'integer', (c) => c.notNull())
    .addColumn('salary_max', 'integer', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull())
    .addColumn('insize', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('position_facet').ifExists().execute();
  await db.schema.dropTable('position_term').ifExists().execute();
}
