import type { Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/** Brands, the operator's contact data, schools with colleges and majors, channels, and the sites (hosts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  let brand = db.schema
    .createTable('brand')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('generation', 'text', (c) => c.notNull().defaultTo('new'));
  brand = withFlag(brand, 'is_main');
  for (const col of ['home_title', 'logo_url', 'footer_variant', 'filing_notice', 'filing_number', 'public_qr_url', 'support_logo_url', 'hotline_enterprise', 'hotline_student', 'hotline_university', 'hotline_hours'] as const) {
    brand = withText(brand, col);
  }
  brand = brand
    .addColumn('root_domains', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('figures', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('addresses', 'text', (c) => c.notNull().defaultTo('[]'));
  await brand.execute();

  let contact = db.schema
    .createTable('company_contact')
    .addColumn('brand_key', 'text', (c) => c.primaryKey().references('brand.key').onDelete('cascade'));
  for (const col of ['phone', 'email', 'wechat', 'company_concat_qr_code_url'] as const) contact = withText(contact, col);
  await contact.execute();

  let school = withId(db, db.schema.createTable('school'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('school_type', 'integer', (c) => c.notNull().defaultTo(1));
  for (const col of ['college', 'qr_parameter_id', 'badge_url', 'building_url'] as const) school = withText(school, col);
  school = withFlag(school, 'is_show_jobfair', 1);
  await school.execute();

  await withId(db, db.schema.createTable('college'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('school.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('college_school_idx').on('college').columns(['school_id', 'sort']).execute();

  await withId(db, db.schema.createTable('major'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('school.id').onDelete('cascade'))
    .addColumn('college_id', 'integer', (c) => c.notNull().references('college.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('major_school_idx').on('major').columns(['school_id', 'college_id', 'sort']).execute();
  await db.schema.createIndex('major_college_idx').on('major').columns(['college_id', 'sort']).execute();

  let channel = withId(db, db.schema.createTable('channel'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('show_content', 'integer', (c) => c.notNull().defaultTo(3));
  for (const col of ['short_name', 'title', 'subtitle', 'badge_url', 'qr_parameter_id'] as const) channel = withText(channel, col);
  await channel.execute();

  let site = withId(db, db.schema.createTable('site'))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('brand_key', 'text', (c) => c.notNull().references('brand.key'))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('school_id', 'integer', (c) => c.references('school.id').onDelete('set null'))
    .addColumn('channel_id', 'integer', (c) => c.references('channel.id').onDelete('set null'))
    .addColumn('exhibition', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('channel_type', 'integer', (c) => c.notNull().defaultTo(0));
  for (const col of ['show_about', 'is_hide_logo', 'is_taiban', 'is_open_ai', 'is_ai_interview', 'is_ai_career_planning', 'not_prod', 'position_recommend', 'company_show_all', 'use_bg_image'] as const) {
    site = withFlag(site, col);
  }
  for (const col of ['qr_parameter_id', 'company_concat_qr_code_url', 'mobile_jump_url', 'bg_image', 'title', 'subtitle'] as const) site = withText(site, col);
  await site.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['site', 'channel', 'major', 'college', 'school', 'company_contact', 'brand']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
