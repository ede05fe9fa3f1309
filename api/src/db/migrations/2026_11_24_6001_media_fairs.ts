import { sql, type CreateTableBuilder, type Expression, type Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/**
 * The content area: articles and videos ("media material") in columns, a student's watched progress, and
 * what a job fair needs beyond its home tile: labels, halls with booths, participating companies with the
 * positions they bring, and students' sign-ups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let column = withId(db, db.schema.createTable('media_column'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull());
  column = withText(column, 'intro');
  column = column.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await column.execute();
  await db.schema.createIndex('media_column_site_idx').on('media_column').columns(['site_id']).execute();

  let material = withId(db, db.schema.createTable('media_material'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('column_id', 'integer', (c) => c.notNull().references('media_column.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['article', 'video'])))
    .addColumn('title', 'text', (c) => c.notNull());
  for (const col of ['summary', 'cover_url', 'source', 'author', 'body_html', 'video_url', 'poster_url'] as const) material = withText(material, col);
  material = material
    // JSON texts: [{name, url, size}] and [{at, title}]
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('chapters', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_at', 'bigint', (c) => c.notNull());
  material = withFlag(material, 'status', 1);
  await material.execute();
  await db.schema.createIndex('media_material_column_idx').on('media_material').columns(['column_id', 'status', 'publish_at']).execute();
  await db.schema.createIndex('media_material_site_kind_idx').on('media_material').columns(['site_id', 'kind', 'status', 'publish_at']).execute();

  await db.schema
    .createTable('video_progress')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('material_id', 'integer', (c) => c.notNull().references('media_material.id').onDelete('cascade'))
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_progress_pk', ['student_id', 'material_id'])
    .execute();

  await db.schema.alterTable('job_fair').addColumn('online_url', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('job_fair').addColumn('about_image_url', 'text', (c) => c.notNull().defaultTo('')).execute();

  await withId(db, db.schema.createTable('job_fair_label'))
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['industry', 'hall'])))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('job_fair_label_fair_idx').on('job_fair_label').columns(['fair_id', 'sort']).execute();

  let hall = withId(db, db.schema.createTable('job_fair_hall'))
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull());
  hall = withRect(hall)
    // JSON text: {entrances: [{x, y, label}], aisles: [{x, y, width, height}]}
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await hall.execute();
  await db.schema.createIndex('job_fair_hall_fair_idx').on('job_fair_hall').columns(['fair_id', 'sort']).execute();

  let booth = withId(db, db.schema.createTable('job_fair_booth'))
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('hall_id', 'integer', (c) => c.notNull().references('job_fair_hall.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull());
  booth = withRect(booth)
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(oneOf('state', ['booked', 'open', 'pending', 'paused'])))
    .addColumn('company_id', 'integer', (c) => c.references('company.id').onDelete('set null'))
    .addUniqueConstraint('job_fair_booth_code_uq', ['fair_id', 'code']);
  await booth.execute();

  await db.schema
    .createTable('job_fair_company')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('booth_id', 'integer', (c) => c.references('job_fair_booth.id').onDelete('set null'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('job_fair_company_pk', ['fair_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('job_fair_company_label')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('job_fair_label.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('job_fair_company_label_pk', ['fair_id', 'label_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('job_fair_position')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('position.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('job_fair_position_pk', ['fair_id', 'company_id', 'position_id'])
    .execute();

  await db.schema
    .createTable('job_fair_signup')
    .addColumn('fair_id', 'integer', (c) => c.notNull().references('job_fair.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('student.id').onDelete('cascade'))
    .addColumn('ticket', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_fair_signup_pk', ['fair_id', 'student_id'])
    .execute();
}

/** x, y, width and height in map units (metres). */
function withRect<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'x' | 'y' | 'width' | 'height'> {
  return table
    .addColumn('x', 'real', (c) => c.notNull())
    .addColumn('y', 'real', (c) => c.notNull())
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull());
}

/** A check that a text column holds one of a few values (kept here: migrations are frozen). */
function oneOf(column: string, values: string[]): Expression<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_fair_signup', 'job_fair_position', 'job_fair_company_label', 'job_fair_company', 'job_fair_booth', 'job_fair_hall', 'job_fair_label', 'video_progress', 'media_material', 'media_column']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('job_fair').dropColumn('about_image_url').execute();
  await db.schema.alterTable('job_fair').dropColumn('online_url').execute();
}
