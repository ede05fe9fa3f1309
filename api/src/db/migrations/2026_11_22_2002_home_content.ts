import { sql, type Expression, type Kysely } from 'kysely';
import { withFlag, withId, withText } from './helper';

/**
 * What the home pages show per site (spec §3 "Home config", "New home data"): the config row with its
 * JSON texts, statistics, banners and famous-company tiles, zone items, configured companies, the college
 * zone, and job fairs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let config = db.schema
    .createTable('home_config')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('site.id').onDelete('cascade'));
  for (const col of ['head_img_url', 'top_img'] as const) config = withText(config, col);
  // JSON texts as an administrator saves them: checked when read, never trusted
  config = config
    .addColumn('recruit_hot', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('aboutus', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('exhibition', 'text', (c) => c.notNull().defaultTo('[]'));
  config = withFlag(config, 'show_all', 1);
  config = config.addColumn('updated_at', 'bigint', (c) => c.notNull());
  await config.execute();

  await withId(db, db.schema.createTable('home_stat'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('home_stat_site_idx').on('home_stat').columns(['site_id', 'sort']).execute();

  let banner = withId(db, db.schema.createTable('home_banner'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['banner', 'famous'])))
    .addColumn('title', 'text', (c) => c.notNull());
  for (const col of ['img_url', 'jump_link'] as const) banner = withText(banner, col);
  banner = withFlag(banner, 'status', 1);
  banner = banner.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await banner.execute();
  await db.schema.createIndex('home_banner_site_idx').on('home_banner').columns(['site_id', 'kind', 'status', 'sort']).execute();

  let zoneItem = withId(db, db.schema.createTable('home_zone_item'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('zone', 'text', (c) => c.notNull().check(oneOf('zone', ['companyArea', 'big_four', 'zoneThree', 'zoneFour'])))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('config_type', 'integer', (c) => c.notNull().check(sql`${sql.ref('config_type')} between 1 and 6`));
  for (const col of ['icon', 'config_content', 'web_domain'] as const) zoneItem = withText(zoneItem, col);
  zoneItem = zoneItem.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await zoneItem.execute();
  await db.schema.createIndex('home_zone_item_site_idx').on('home_zone_item').columns(['site_id', 'zone', 'sort']).execute();

  await db.schema
    .createTable('home_company')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('home_company_pk', ['site_id', 'company_id'])
    .execute();

  let college = withId(db, db.schema.createTable('home_college'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull());
  for (const col of ['thumbnail_url', 'domain'] as const) college = withText(college, col);
  college = college.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await college.execute();
  await db.schema.createIndex('home_college_site_idx').on('home_college').columns(['site_id', 'sort']).execute();

  let fair = withId(db, db.schema.createTable('job_fair'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('site.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('offline').check(oneOf('kind', ['online', 'offline'])));
  for (const col of ['place', 'organiser', 'thumbnail_url', 'home_thumbnail_url', 'intro'] as const) fair = withText(fair, col);
  fair = fair
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull());
  fair = withFlag(fair, 'on_home', 1);
  fair = fair
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
  await fair.execute();
  await db.schema.createIndex('job_fair_site_idx').on('job_fair').columns(['site_id', 'status', 'on_home', 'sort']).execute();
  await db.schema.createIndex('job_fair_site_time_idx').on('job_fair').columns(['site_id', 'status', 'start_at']).execute();
}

/** A check that a text column holds one of a few values (kept here: migrations are frozen). */
function oneOf(column: string, values: string[]): Expression<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_fair', 'home_college', 'home_company', 'home_zone_item', 'home_banner', 'home_stat', 'home_config']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
