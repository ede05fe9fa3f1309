import { sql, type Expression, type Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/**
 * A student's own job activity: favourite positions and companies, applications (a state machine with a
 * time per step and the resume as it was sent), each application's timeline, and interview invitations.
 * Every row belongs to one student; every query filters by the session's student id first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourite_position')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('position.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_position_pk', ['student_id', 'position_id'])
    .execute();
  await db.schema.createIndex('favourite_position_list_idx').on('favourite_position').columns(['student_id', 'created_at']).execute();
  await db.schema.createIndex('favourite_position_target_idx').on('favourite_position').column('position_id').execute();

  await db.schema
    .createTable('favourite_company')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_company_pk', ['student_id', 'company_id'])
    .execute();
  await db.schema.createIndex('favourite_company_list_idx').on('favourite_company').columns(['student_id', 'created_at']).execute();

  let application = withId(db, db.schema.createTable('application'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('position.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('resume_type', 'text', (c) => c.notNull().check(inList('resume_type', ['online', 'attachment'])))
    .addColumn('resume_id', 'integer', (c) => c.notNull());
  application = withText(application, 'resume_name');
  application = application
    // the resume as it was sent (JSON text): later edits of the resume do not change an application
    .addColumn('resume_snapshot', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().check(inList('status', STATUSES)))
    .addColumn('delivered_at', 'bigint', (c) => c.notNull())
    .addColumn('viewed_at', 'bigint')
    .addColumn('interview_at', 'bigint')
    .addColumn('hired_at', 'bigint')
    .addColumn('rejected_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  application = withFlag(application, 'unread');
  await application.addUniqueConstraint('application_student_position_uq', ['student_id', 'position_id']).execute();
  await db.schema.createIndex('application_student_status_idx').on('application').columns(['student_id', 'status', 'updated_at']).execute();
  await db.schema.createIndex('application_student_delivered_idx').on('application').columns(['student_id', 'delivered_at']).execute();
  await db.schema.createIndex('application_position_idx').on('application').column('position_id').execute();

  await withId(db, db.schema.createTable('application_event'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(inList('status', STATUSES)))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_event_app_idx').on('application_event').columns(['application_id', 'created_at']).execute();

  let interview = withId(db, db.schema.createTable('interview'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('position.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(inList('mode', ['online', 'onsite'])));
  for (const col of ['place', 'link', 'contact_name', 'contact_phone', 'note'] as const) interview = withText(interview, col);
  interview = interview
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled').check(inList('status', ['scheduled', 'cancelled'])))
    .addColumn('created_at', 'bigint', (c) => c.notNull());
  await interview.execute();
  await db.schema.createIndex('interview_student_idx').on('interview').columns(['student_id', 'start_at']).execute();
  await db.schema.createIndex('interview_application_idx').on('interview').column('application_id').execute();
}

/** Application states, in the order of spec's chain 已投递 → 被查看 → 面试邀请 → 录用 / 不合适. */
const STATUSES = ['delivered', 'viewed', 'interview', 'hired', 'rejected'];

/** A check that a text column holds one of a few values (kept here: migrations are frozen). */
function inList(column: string, values: string[]): Expression<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['interview', 'application_event', 'application', 'favourite_company', 'favourite_position']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
