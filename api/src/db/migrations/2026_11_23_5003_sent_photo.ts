import type { Kysely } from 'kysely';

/**
 * The photo of a resume sent with an application: its own stored file (a copy made when applying), so
 * replacing the resume's photo later leaves what the employer received as it was. '' when none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').addColumn('sent_photo_key', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('sent_photo_key').execute();
}
