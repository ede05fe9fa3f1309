/**
 * `npm run seed:scale`: a large data set for the benchmarks (ARCHITECTURE §7): a million open positions
 * on the main site, in a database file of its own (SCALE_DATABASE_URL, default data/scale.db), never the
 * dev database. The demo data comes first (the app's own migrations and seeds, so the server starts on it
 * like on any database); then companies and positions are written in bulk with their search terms, in
 * transactions of BATCH positions with prepared statements, and ANALYZE gives the planner the figures.
 * SQLite only: the benchmark budgets are set on SQLite. Idempotent: a database that already holds the
 * scale data is left as it is.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { facetRow, termRows } from '../../db/repositories/position-terms';
import { CITIES, makeCompanies } from '../home/companies';
import { makePositions } from '../home/positions';
import { createRng } from '../home/prng';
import { SEED_NOW } from '../home/seed-home';

const TARGET = Number(process.env.SCALE_POSITIONS ?? 1_000_000);
const BATCH = 20_000;
const file = path.resolve(process.env.SCALE_DATABASE_URL ?? 'data/scale.db');

async function prepareDemo(): Promise<void> {
  // the app's own start: migrations, demo sites, home data, accounts and every area's demo seed
  const config = loadConfig({ ...process.env, DATABASE_URL: file, LOG_LEVEL: 'warn', NODE_ENV: 'development' });
  const app = await buildApp({ config, logger: false });
  await app.close();
}

function main(): void {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  db.pragma('foreign_keys = ON');
  const site = db.prepare("select id from site where host = 'localhost'").get() as { id: number } | undefined;
  if (!site) throw new Error('no localhost site: the demo seed did not run');
  const have = (db.prepare('select count(*) as n from position where site_id = ? and status = 1').get(site.id) as { n: number }).n;
  if (have >= TARGET) {
    console.log(`scale data present: ${have} open positions on localhost (${file})`);
    db.close();
    return;
  }
  const started = Date.now();
  const rng = createRng(20261123);

  // Companies: the demo's generator, once per city (regional companies carry their city's name).
  const base = makeCompanies(rng, { siteId: site.id, count: 200, start: 1000, now: SEED_NOW });
  const names = new Set((db.prepare('select name from company where site_id = ?').all(site.id) as { name: string }[]).map((r) => r.name));
  const companies = CITIES.map((c) => c.name).flatMap((city) =>
    base.map((c) => ({ ...c, name: c.name.startsWith(city) ? c.name : `${city}${c.name}`, city })).filter((c) => !names.has(c.name) && names.add(c.name)),
  );
  const insertCompany = db.prepare(
    `insert into company (site_id, name, short_name, logo_url, industry, second_industry, insize, nature, city, address, intro, website, welfare, is_famous, is_recruiting, status, sort, created_at, updated_at)
     values (@site_id, @name, @short_name, @logo_url, @industry, @second_industry, @insize, @nature, @city, @address, @intro, @website, @welfare, @is_famous, @is_recruiting, @status, @sort, @created_at, @updated_at)`,
  );
  const companyIds = db.transaction(() => companies.map(({ categories: _c, ...row }) => ({ ...row, id: Number(insertCompany.run({ ...row, is_famous: 0 }).lastInsertRowid) })))();
  console.log(`${companyIds.length} companies`);

  const insertPosition = db.prepare(
    `insert into position (site_id, company_id, title, category_value, category_label, nature, city, work_addr, salary_min, salary_max, salary_months, salary_str, education, experience, graduation_year, period, headcount, description, requirements, benefits, status, publish_at, created_at, updated_at)
     values (@site_id, @company_id, @title, @category_value, @category_label, @nature, @city, @work_addr, @salary_min, @salary_max, @salary_months, @salary_str, @education, @experience, @graduation_year, @period, @headcount, @description, @requirements, @benefits, @status, @publish_at, @created_at, @updated_at)`,
  );
  const insertTerm = db.prepare('insert or ignore into position_term (term, site_id, publish_at, position_id) values (?, ?, ?, ?)');
  const insertFacet = db.prepare(
    `insert into position_facet (position_id, title, category_label, company_name, category_value, city, nature, education, salary_min, salary_max, graduation_year, industry, insize)
     values (@position_id, @title, @category_label, @company_name, @category_value, @city, @nature, @education, @salary_min, @salary_max, @graduation_year, @industry, @insize)`,
  );
  const perCompany = Math.ceil((TARGET - have) / companies.length);
  type Company = (typeof companyIds)[number];
  const writeBatch = db.transaction((rows: { row: ReturnType<typeof makePositions>[number]; company: Company }[]) => {
    for (const { row, company } of rows) {
      const id = Number(insertPosition.run(row).lastInsertRowid);
      const p = { ...row, id, category_value: row.category_value ?? '', category_label: row.category_label ?? '', city: row.city ?? '', nature: row.nature ?? '', education: row.education ?? '' };
      for (const t of termRows(p, company.name)) insertTerm.run(t.term, t.site_id, t.publish_at, t.position_id);
      insertFacet.run(facetRow({ ...p, salary_min: row.salary_min ?? 0, salary_max: row.salary_max ?? 0, graduation_year: row.graduation_year ?? 0 }, company));
    }
  });

  let written = 0;
  let pending: Parameters<typeof writeBatch>[0] = [];
  for (const [n, company] of companyIds.entries()) {
    if (have + written >= TARGET) break;
    const count = Math.min(perCompany, TARGET - have - written);
    // spread publish times over a year, so "newest" means something at this size
    const now = SEED_NOW - (n % 365) * 86_400_000;
    for (const row of makePositions(rng, { ...companies[n]!, id: company.id }, count, now)) pending.push({ row, company });
    written += count;
    if (pending.length >= BATCH) {
      writeBatch(pending);
      pending = [];
      process.stdout.write(`\r${have + written} positions`);
    }
  }
  if (pending.length > 0) writeBatch(pending);
  console.log(`\r${have + written} positions in ${((Date.now() - started) / 1000).toFixed(0)} s; analysing…`);
  db.exec('analyze');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${file}`);
}

await prepareDemo();
main();
