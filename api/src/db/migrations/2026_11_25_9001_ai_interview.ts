import { sql, type Kysely } from 'kysely';
import { withFlag, withId } from './helper';

/**
 * The AI mock interview (issue 12): one row per interview with its question plan, and one row per question
 * asked (follow-ups included) with the answer. The result is frozen as JSON at finish, so a second finish
 * and the result page answer the same scores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('ai_interview'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    // JSON text: PlannedQuestion[] (bank question ids and texts, in the order asked)
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ongoing'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON text: InterviewResult, written once at finish ('' before)
    .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('ai_interview_student_idx').on('ai_interview').columns(['student_id', 'started_at']).execute();
  // one ongoing interview per student: a second start (another tab, a double click) meets this index
  await db.schema.createIndex('ai_interview_ongoing_idx').on('ai_interview').column('student_id').unique().where(sql.ref('status'), '=', 'ongoing').execute();

  let answers = withId(db, db.schema.createTable('ai_interview_answer'))
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('ai_interview.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull());
  answers = withFlag(answers, 'follow_up');
  answers = answers
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seconds_used', 'integer', (c) => c.notNull().defaultTo(0));
  answers = withFlag(answers, 'late');
  await answers
    .addColumn('answered_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('ai_interview_answer_idx_unique', ['interview_id', 'idx'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_interview_answer').ifExists().execute();
  await db.schema.dropTable('ai_interview').ifExists().execute();
}
