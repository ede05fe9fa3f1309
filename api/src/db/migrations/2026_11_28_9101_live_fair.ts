import { sql, type Expression, type Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/**
 * Online fairs that happen here: which company an employer account recruits for, each company's live booth at a
 * fair (open or closed), the 15-minute slots it publishes, and the students who queue or book there. A queue
 * place and a booking are one kind of row (an entry): a booking names its slot, which the database lets one
 * entry hold; a student holds at most one live queue place per booth, also by the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_recruiter')
    .addColumn('employer_id', 'integer', (c) => c.primaryKey().references('employer.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_recruiter_company_idx').on('company_recruiter').column('company_id').execute();

  let room = db.schema
    .createTable('fair_booth_room')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'));
  room = withFlag(room, 'open');
  await room
    .addColumn('opened_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fair_booth_room_pk', ['fair_id', 'company_id'])
    .execute();

  await withId(db, db.schema.createTable('fair_booth_slot'))
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('fair_booth_slot_start_uq', ['fair_id', 'company_id', 'start_at'])
    .execute();

  let entry = withId(db, db.schema.createTable('fair_booth_entry'))
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['queue', 'booking'])))
    // a booking's slot; unique, so two students booking one slot at once cannot both have it
    .addColumn('slot_id', 'integer', (c) => c.unique().references('fair_booth_slot.id').onDelete('cascade'))
    .addColumn('start_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('end_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', ['waiting', 'called', 'done', 'left'])))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('called_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'bigint', (c) => c.notNull().defaultTo(0))
    // a booking's reminder went to the student's application (as its slot neared)
    .addColumn('reminded_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('recruiter_id', 'integer', (c) => c.references('employer.id').onDelete('set null'))
    .addColumn('result', 'text', (c) => c.notNull().defaultTo('').check(oneOf('result', ['', 'pass', 'hold', 'reject'])));
  entry = withText(entry, 'note');
  entry = withText(entry, 'left_reason');
  await entry.execute();
  // one live queue place per student and booth (a booking is not a queue place)
  await db.schema
    .createIndex('fair_booth_entry_live_uq')
    .on('fair_booth_entry')
    .columns(['fair_id', 'company_id', 'student_id'])
    .unique()
    .where(sql.ref('kind'), '=', 'queue')
    .where(sql.ref('state'), 'in', ['waiting', 'called'])
    .execute();
  await db.schema.createIndex('fair_booth_entry_booth_idx').on('fair_booth_entry').columns(['fair_id', 'company_id', 'state', 'joined_at']).execute();
  await db.schema.createIndex('fair_booth_entry_student_idx').on('fair_booth_entry').columns(['student_id', 'state', 'start_at']).execute();
}

/** A check that a text column holds one of a few values (kept here: migrations are frozen). */
function oneOf(column: string, values: string[]): Expression<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fair_booth_entry', 'fair_booth_slot', 'fair_booth_room', 'company_recruiter']) await db.schema.dropTable(table).ifExists().execute();
}
