/**
 * The scale data into a SQLite file: transactions of SCALE_BATCH positions with prepared statements, then
 * ANALYZE gives the planner the figures. A file that already holds `target` open positions is left as it is.
 */
import SqliteDatabase from 'better-sqlite3';
import { companyRow, indexRows, positionBatches, scaleCompanies, scaleRng, type ScalePosition } from './scale-rows';

export function loadSqlite(file: string, target: number): void {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  db.pragma('foreign_keys = ON');
  const site = db.prepare("select id from site where host = 'localhost'").get() as { id: number } | undefined;
  if (!site) throw new Error('no localhost site: the demo seed did not run');
  const have = (db.prepare('select count(*) as n from position where site_id = ? and status = 1').get(site.id) as { n: number }).n;
  if (have >= target) {
    console.log(`scale data present: ${have} open positions on localhost (${file})`);
    db.close();
    return;
  }
  const started = Date.now();
  const rng = scaleRng();

  const names = (db.prepare('select name from company where site_id = ?').all(site.id) as { name: string }[]).map((r) => r.name);
  const companies = scaleCompanies(rng, site.id, names);
  const insertCompany = db.prepare(
    `insert into company (site_id, name, short_name, logo_url, industry, second_industry, insize, nature, city, address, intro, website, welfare, is_famous, is_recruiting, status, sort, created_at, updated_at)
     values (@site_id, @name, @short_name, @logo_url, @industry, @second_industry, @insize, @nature, @city, @address, @intro, @website, @welfare, @is_famous, @is_recruiting, @status, @sort, @created_at, @updated_at)`,
  );
  const withIds = db.transaction(() => companies.map((c) => ({ ...c, id: Number(insertCompany.run(companyRow(c)).lastInsertRowid) })))();
  console.log(`${withIds.length} companies`);

  const insertPosition = db.prepare(
    `insert into position (site_id, company_id, title, category_value, category_label, nature, city, work_addr, salary_min, salary_max, salary_months, salary_str, education, experience, graduation_year, period, headcount, description, requirements, benefits, status, publish_at, created_at, updated_at)
     values (@site_id, @company_id, @title, @category_value, @category_label, @nature, @city, @work_addr, @salary_min, @salary_max, @salary_months, @salary_str, @education, @experience, @graduation_year, @period, @headcount, @description, @requirements, @benefits, @status, @publish_at, @created_at, @updated_at)`,
  );
  const insertTerm = db.prepare('insert or ignore into position_term (term, site_id, publish_at, position_id) values (?, ?, ?, ?)');
  const insertFacet = db.prepare(
    `insert into position_facet (position_id, title, category_label, company_name, category_value, city, nature, education, salary_min, salary_max, graduation_year, industry, insize)
     values (@position_id, @title, @category_label, @company_name, @category_value, @city, @nature, @education, @salary_min, @salary_max, @graduation_year, @industry, @insize)`,
  );
  const writeBatch = db.transaction((rows: ScalePosition[]) => {
    for (const { row, company } of rows) {
      const { terms, facet } = indexRows(row, Number(insertPosition.run(row).lastInsertRowid), company);
      for (const t of terms) insertTerm.run(t.term, t.site_id, t.publish_at, t.position_id);
      insertFacet.run(facet);
    }
  });

  let written = 0;
  for (const batch of positionBatches(rng, withIds, have, target)) {
    writeBatch(batch);
    written += batch.length;
    process.stdout.write(`\r${have + written} positions`);
  }
  console.log(`\r${have + written} positions in ${((Date.now() - started) / 1000).toFixed(0)} s; analysing…`);
  db.exec('analyze');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${file}`);
}
