import { sql, type Kysely } from 'kysely';
import { dialectOf } from './helper';

/**
 * Chinese keyword search (ARCHITECTURE §4): every open position's title, category and company name cut
 * into terms, i.e. single characters and character pairs of Chinese text, and whole latin words. A keyword
 * of any length becomes terms too; a position matches when it holds all of them. The primary key is the
 * covering index a search walks: one term of one site, newest first, without touching the position table
 * until the page is known. Works alike on SQLite (WITHOUT ROWID keeps the rows in key order) and PostgreSQL.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('position_term').ifExists().execute();
}
