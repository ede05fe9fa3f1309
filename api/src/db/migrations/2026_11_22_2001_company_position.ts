import { sql, type Expression, type Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/**
 * Companies and their positions, scoped to the site that lists them, plus the job-category list and
 * zones (named groups of positions or companies that home blocks link to). Indexed for the home lists
 * now and for search by site, category, city and company at scale (a million positions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let company = withId(db, db.schema.createTable('company'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull());
  for (const col of ['short_name', 'logo_url', 'industry', 'second_industry', 'insize', 'nature', 'city', 'address', 'intro', 'website'] as const) {
    company = withText(company, col);
  }
  company = company.addColumn('welfare', 'text', (c) => c.notNull().defaultTo('[]'));
  company = withFlag(company, 'is_famous');
  company = withFlag(company, 'is_recruiting', 1);
  company = company
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  await company.execute();
  await db.schema.createIndex('company_site_recruiting_idx').on('company').columns(['site_id', 'status', 'is_recruiting', 'sort', 'id']).execute();
  await db.schema.createIndex('company_site_name_idx').on('company').columns(['site_id', 'name']).execute();

  let category = db.schema
    .createTable('job_category')
    .addColumn('value', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull());
  category = withText(category, 'group_label');
  category = category.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await category.execute();

  let position = withId(db, db.schema.createTable('position'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull());
  for (const col of ['category_value', 'category_label', 'nature', 'city', 'work_addr', 'salary_str', 'education', 'experience', 'period', 'description', 'requirements'] as const) {
    position = withText(position, col);
  }
  position = position
    .addColumn('salary_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salary_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salary_months', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('graduation_year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
  await position.execute();
  await db.schema.createIndex('position_site_publish_idx').on('position').columns(['site_id', 'status', 'publish_at', 'id']).execute();
  await db.schema.createIndex('position_site_category_idx').on('position').columns(['site_id', 'status', 'category_value', 'publish_at']).execute();
  await db.schema.createIndex('position_site_city_idx').on('position').columns(['site_id', 'status', 'city', 'publish_at']).execute();
  await db.schema.createIndex('position_company_idx').on('position').columns(['company_id', 'status', 'publish_at']).execute();

  await withId(db, db.schema.createTable('zone'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlKindCheck()))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('zone_site_idx').on('zone').columns(['site_id', 'kind', 'sort']).execute();

  await db.schema
    .createTable('zone_member')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zone.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('zone_member_pk', ['zone_id', 'target_id'])
    .execute();
}

/** A check that a text column holds one of a few values (kept here: migrations are frozen). */
function sqlKindCheck(): Expression<unknown> {
  return sql`${sql.ref('kind')} in ('position', 'company')`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['zone_member', 'zone', 'position', 'job_category', 'company']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
