import type { CreateTableBuilder, Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/**
 * A student's resume (one row, with the basic information and the "other" texts), its list sections
 * (education, internship/work experience, projects), the job intention, uploaded resume files and the
 * sample resumes by major. Every editable part carries a version, so a save from a stale tab is refused
 * instead of overwriting; entries and files are deleted softly (deleted_at), since an application may
 * refer to what was sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let resume = db.schema
    .createTable('resume')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('student.id').onDelete('cascade'));
  for (const col of ['name', 'birth_date', 'phone', 'email', 'city', 'school', 'major', 'photo_key'] as const) resume = withText(resume, col);
  resume = resume
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('degree', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('graduation_year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('basic_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('basic_updated_at', 'bigint', (c) => c.notNull().defaultTo(0));
  for (const col of ['skills', 'certificates', 'awards', 'languages', 'self_evaluation'] as const) resume = withText(resume, col);
  await resume
    .addColumn('other_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('other_updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await entryTable(db, 'resume_education', ['school', 'major']).then((t) => t.addColumn('degree', 'integer', (c) => c.notNull()).execute());
  await entryTable(db, 'resume_work', ['company', 'position']).then((t) => t.addColumn('kind', 'integer', (c) => c.notNull()).execute());
  await entryTable(db, 'resume_project', ['name', 'role']).then((t) => t.execute());
  for (const table of ['resume_education', 'resume_work', 'resume_project']) {
    await db.schema.createIndex(`${table}_student_idx`).on(table).columns(['student_id', 'deleted_at', 'start_date']).execute();
  }

  await db.schema
    .createTable('job_intention')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('student.id').onDelete('cascade'))
    .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('salary_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salary_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  let attachment = withId(db, db.schema.createTable('resume_attachment'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull());
  // set once an application has sent the file: deleting it then keeps the stored file for the employer
  attachment = withFlag(attachment, 'in_use');
  await attachment
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('resume_attachment_student_idx').on('resume_attachment').columns(['student_id', 'deleted_at', 'created_at']).execute();

  let example = withId(db, db.schema.createTable('resume_example')).addColumn('major', 'text', (c) => c.notNull());
  for (const col of ['title', 'summary'] as const) example = withText(example, col);
  await example
    .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('resume_example_major_idx').on('resume_example').columns(['major', 'sort']).execute();
}

/** A list section: owner, two named texts, a month period, a description, a version and a soft delete. */
async function entryTable(db: Kysely<unknown>, name: string, texts: readonly [string, string]): Promise<CreateTableBuilder<string, string>> {
  let t: CreateTableBuilder<string, string> = withId(db, db.schema.createTable(name)).addColumn('student_id', 'integer', (c) =>
    c.notNull().references('student.id').onDelete('cascade'),
  );
  for (const col of [...texts, 'start_date', 'end_date', 'description']) t = withText(t, col);
  return t
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['resume_example', 'resume_attachment', 'job_intention', 'resume_project', 'resume_work', 'resume_education', 'resume']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
