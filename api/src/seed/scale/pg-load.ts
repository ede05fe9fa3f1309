/**
 * The scale data into PostgreSQL with COPY (pg-copy-streams): row-at-a-time inserts of ~40 search terms a
 * position would take hours at a million positions. In one transaction, so a load that fails leaves the
 * database as it was: the secondary indexes of position and the search-term index are dropped, the rows are
 * copied in batches, the indexes are built again in one sort each (far cheaper than 40 million B-tree
 * inserts in term order), then VACUUM ANALYZE gives the planner its figures and the visibility map that
 * lets the search read the term index alone. A database that already holds `target` open positions is left as it is.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { PositionFacetTable, PositionTermTable } from '../../db/tables/jobs-area';
import type { NewCompany } from '../../db/tables/company';
import type { NewPosition } from '../../db/tables/position';
import { copyLines } from './copy-text';
import { companyRow, indexRows, positionBatches, scaleCompanies, scaleRng } from './scale-rows';

const COMPANY_COLUMNS = [
  'site_id', 'name', 'short_name', 'logo_url', 'industry', 'second_industry', 'insize', 'nature', 'city', 'address', 'intro', 'website', 'welfare',
  'is_famous', 'is_recruiting', 'status', 'sort', 'created_at', 'updated_at',
] as const satisfies readonly (keyof NewCompany)[];
const POSITION_COLUMNS = [
  'id', 'site_id', 'company_id', 'title', 'category_value', 'category_label', 'nature', 'city', 'work_addr', 'salary_min', 'salary_max', 'salary_months',
  'salary_str', 'education', 'experience', 'graduation_year', 'period', 'headcount', 'description', 'requirements', 'benefits', 'status', 'publish_at',
  'created_at', 'updated_at',
] as const satisfies readonly (keyof NewPosition)[];
const TERM_COLUMNS = ['term', 'site_id', 'publish_at', 'position_id'] as const satisfies readonly (keyof PositionTermTable)[];
const FACET_COLUMNS = [
  'position_id', 'title', 'category_label', 'company_name', 'category_value', 'city', 'nature', 'education', 'salary_min', 'salary_max', 'graduation_year',
  'industry', 'insize',
] as const satisfies readonly (keyof PositionFacetTable)[];

/** Tables whose indexes (all but the primary key, and the term table's primary key too) are rebuilt after the load. */
const REBUILT = ['position', 'position_term'];

async function copyInto(client: pg.Client, table: string, columns: readonly string[], text: string): Promise<void> {
  await pipeline(Readable.from([text]), client.query(copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`)));
}

/** Drops the indexes the load would otherwise update row by row; answers the statements that build them again. */
async function dropIndexes(client: pg.Client): Promise<string[]> {
  const rebuild: string[] = [];
  for (const table of REBUILT) {
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
      [table],
    );
    for (const { name, def } of indexes) {
      await client.query(`drop index "${name}"`);
      rebuild.push(def);
    }
  }
  // the term table's primary key is its search index: 40 rows a position, in term order
  const { rows: keys } = await client.query<{ name: string; def: string }>(
    "select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'position_term'::regclass and contype = 'p'",
  );
  for (const { name, def } of keys) {
    await client.query(`alter table position_term drop constraint "${name}"`);
    rebuild.unshift(`alter table position_term add constraint "${name}" ${def}`);
  }
  return rebuild;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

export async function loadPostgres(url: string, schema: string, target: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: schema ? `-c search_path=${schema}` : undefined });
  await client.connect();
  try {
    const site = (await client.query<{ id: number }>("select id from site where host = 'localhost'")).rows[0];
    if (!site) throw new Error('no localhost site: the demo seed did not run');
    const have = (await client.query<{ n: number }>('select count(*)::int as n from "position" where site_id = $1 and status = 1', [site.id])).rows[0]!.n;
    if (have >= target) {
      console.log(`scale data present: ${have} open positions on localhost (${url})`);
      return;
    }
    const started = Date.now();
    // a seed that fails is run again from the start: nothing is lost by not waiting for each commit's flush
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('begin');
    const rebuild = await dropIndexes(client);

    const rng = scaleRng();
    const names = (await client.query<{ name: string }>('select name from company where site_id = $1', [site.id])).rows.map((r) => r.name);
    const companies = scaleCompanies(rng, site.id, names);
    await copyInto(client, 'company', COMPANY_COLUMNS, copyLines(companies.map(companyRow), COMPANY_COLUMNS));
    const ids = new Map(
      (await client.query<{ id: number; name: string }>('select id, name from company where site_id = $1 and name = any($2)', [site.id, companies.map((c) => c.name)])).rows.map((r) => [r.name, r.id]),
    );
    const withIds = companies.map((c) => ({ ...c, id: ids.get(c.name)! }));
    console.log(`${withIds.length} companies`);

    // ids are given here, after the highest in use, so the terms and facets can be copied beside their positions;
    // the identity sequence is moved past them below (the load holds the table's lock meanwhile)
    let nextId = (await client.query<{ n: number }>('select coalesce(max(id), 0)::int as n from "position"')).rows[0]!.n;
    let written = 0;
    for (const batch of positionBatches(rng, withIds, have, target)) {
      const positions = batch.map(({ row }) => ({ ...row, id: (nextId += 1) }));
      const indexed = batch.map(({ row, company }, i) => indexRows(row, positions[i]!.id, company));
      await copyInto(client, 'position', POSITION_COLUMNS, copyLines(positions, POSITION_COLUMNS));
      await copyInto(client, 'position_term', TERM_COLUMNS, copyLines(indexed.flatMap((x) => x.terms), TERM_COLUMNS));
      await copyInto(client, 'position_facet', FACET_COLUMNS, copyLines(indexed.map((x) => x.facet), FACET_COLUMNS));
      written += batch.length;
      process.stdout.write(`\r${have + written} positions`);
    }
    console.log(`\r${have + written} positions in ${seconds(started)}; building the indexes…`);
    const indexing = Date.now();
    for (const statement of rebuild) await client.query(statement);
    await client.query(`select setval(pg_get_serial_sequence('"position"', 'id'), $1)`, [nextId]);
    await client.query('commit');
    console.log(`indexes in ${seconds(indexing)}; vacuum and analyse…`);
    await client.query('vacuum (analyze) company, "position", position_term, position_facet');
    console.log(`done in ${seconds(started)}: ${url}`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
