import type { Kysely } from 'kysely';
import { withId } from './helper';

/** The AI resume diagnoses a student ran: score, sub-scores and findings as the result showed them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('ai_diagnosis'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    // JSON texts: {completeness, quality, match, norms} and the findings, frozen as shown
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('findings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_diagnosis_student_idx').on('ai_diagnosis').columns(['student_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_diagnosis').ifExists().execute();
}
