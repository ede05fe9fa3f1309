import type { Kysely } from 'kysely';
import { withId } from './helper';

/**
 * The occupation assessment and the career-planning book (issue 12): the answers a student has given so far
 * (one row per student, merged as they go), the results computed from finished answers, and the books; results
 * and books are JSON texts frozen as first shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('assessment_answer'))
    .addColumn('student_id', 'integer', (c) => c.notNull().unique().references('student.id').onDelete('cascade'))
    // JSON text: {[item id]: 1-5}
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('assessment_result'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // JSON text of the answers it was computed from: a second final with the same answers answers this result
    .addColumn('answers', 'text', (c) => c.notNull())
    // JSON text: AssessmentResult without id and created_at
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assessment_result_student_idx').on('assessment_result').columns(['student_id', 'created_at']).execute();
  await withId(db, db.schema.createTable('career_book'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('assessment_id', 'integer', (c) => c.notNull().references('assessment_result.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // JSON text: CareerBook without id and created_at
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('career_book_student_idx').on('career_book').columns(['student_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('career_book').ifExists().execute();
  await db.schema.dropTable('assessment_result').ifExists().execute();
  await db.schema.dropTable('assessment_answer').ifExists().execute();
}
