import type { Kysely } from 'kysely';
import { withId } from './helper';

/**
 * The AI resume writing's wish form, one per student (kept as JSON text: the form changes with the pages),
 * and where each diagnosis came from: the online resume or an uploaded file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('ai_wish'))
    .addColumn('student_id', 'integer', (c) => c.notNull().unique().references('student.id').onDelete('cascade'))
    // JSON text: AiWish without updated_at
    .addColumn('wish', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('ai_diagnosis').addColumn('source', 'text', (c) => c.notNull().defaultTo('resume')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_diagnosis').dropColumn('source').execute();
  await db.schema.dropTable('ai_wish').ifExists().execute();
}
