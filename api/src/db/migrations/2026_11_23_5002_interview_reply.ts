import { sql, type Kysely } from 'kysely';

/**
 * A student's answer to an interview invitation: accepted or declined (with the reason), and when. The
 * answer is given once, while the interview is still ahead. SQLite adds one column per statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('interview')
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo('none').check(sql`reply in ('none', 'accepted', 'declined')`))
    .execute();
  await db.schema.alterTable('interview').addColumn('reply_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('interview').addColumn('reply_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reply_at', 'reply_reason', 'reply']) await db.schema.alterTable('interview').dropColumn(column).execute();
}
