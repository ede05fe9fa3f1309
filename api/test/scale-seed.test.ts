import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { termRows } from '../src/db/repositories/position-terms';
import { loadPostgres } from '../src/seed/scale/pg-load';
import { loadSqlite } from '../src/seed/scale/sqlite-load';
import { DB_KINDS, type DbKind } from './helper';
import { describeWith, serviceUrl } from './services';
import { ROOT } from './spawned-server';

// `npm run seed:scale` at a few thousand positions (the million is the bench's): the command as run, into a
// throwaway database (a SQLite file; a PostgreSQL database of its own, COPY and the index rebuild included),
// then what the search relies on: every open position has its terms and its facet row, the indexes are
// back, new positions get fresh ids, and a second run leaves the data as it is. Both databases get the same rows.

const POSITIONS = 3000;
/** The seed is a process of its own (tsx compiles the app, migrates and seeds the demo, then loads): about 10 s of CPU, longer on a busy machine. */
const SEED_TIMEOUT_MS = 120_000;
const run = promisify(execFile);

/** What the scale rows are, without the ids each database gives: compared between SQLite and PostgreSQL. */
type Signature = { positions: string[]; terms: number; facets: number };
const signatures = new Map<DbKind, Signature>();

async function throwawayDatabase(kind: DbKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-scale-'));
    return { url: path.join(dir, 'scale.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = serviceUrl('PostgreSQL');
  const name = `scale_t_${process.pid}_${Date.now().toString(36)}`;
  const onAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onAdmin(`create database ${name}`);
  const url = Object.assign(new URL(admin), { pathname: `/${name}` }).href;
  return { url, drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}

async function openPositions(db: Kysely<Database>) {
  return db
    .selectFrom('position as p')
    .innerJoin('company as c', 'c.id', 'p.company_id')
    .innerJoin('site as s', 's.id', 'p.site_id')
    .select(['p.id', 'p.site_id', 'p.publish_at', 'p.title', 'p.category_label', 'p.city', 'p.salary_str', 'p.description', 's.host', 'c.name', 'c.status as company_status'])
    .where('p.status', '=', 1)
    .orderBy('p.id')
    .execute();
}

const count = async (db: Kysely<Database>, table: 'position_term' | 'position_facet') => Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

describe.each(DB_KINDS)('npm run seed:scale on %s, a few thousand positions', (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await throwawayDatabase(kind);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('loads the positions with their search terms and facets, and a second run leaves them as they are', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/src/seed/scale/seed-scale.ts'], {
      cwd: ROOT,
      env: { ...process.env, SCALE_DATABASE_URL: database.url, SCALE_POSITIONS: String(POSITIONS), DATABASE_SCHEMA: '' },
    });
    expect(stdout).toMatch(/done in \d+ s/);
    db = connectDatabase({ databaseUrl: database.url, sqliteBusyTimeoutMs: 1000 });

    const open = await openPositions(db);
    expect(open.filter((p) => p.host === 'localhost')).toHaveLength(POSITIONS);
    // the search's index, as the app itself writes it: the terms and the facet of every open position of a shown company
    const indexed = open.filter((p) => p.company_status === 1);
    expect(await count(db, 'position_facet')).toBe(indexed.length);
    expect(await count(db, 'position_term')).toBe(indexed.reduce((n, p) => n + termRows(p, p.name).length, 0));
    const sample = indexed[indexed.length - 1]!;
    const terms = await db.selectFrom('position_term').select('term').where('position_id', '=', sample.id).execute();
    expect(new Set(terms.map((t) => t.term))).toEqual(new Set(termRows(sample, sample.name).map((t) => t.term)));

    if (kind === 'postgres') {
      // the indexes dropped for the load are back, and the planner has figures
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename in ('position', 'position_term')`.execute(db);
      expect(indexes.rows.map((r) => r.indexname).sort()).toEqual(
        ['position_company_idx', 'position_pkey', 'position_site_category_idx', 'position_site_city_idx', 'position_site_publish_idx', 'position_term_pk', 'position_term_position_idx'].sort(),
      );
      const analysed = await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = 'position_term'`.execute(db);
      expect(analysed.rows[0]!.n).toBeGreaterThan(0);
    }

    // a position written by the app afterwards gets an id of its own (the identity sequence passed the loaded ids)
    const { id: _id, ...copy } = await db.selectFrom('position').selectAll().where('id', '=', sample.id).executeTakeFirstOrThrow();
    const added = await db.insertInto('position').values(copy).returning('id').executeTakeFirstOrThrow();
    expect(added.id).toBeGreaterThan(Math.max(...open.map((p) => p.id)));
    await db.deleteFrom('position').where('id', '=', added.id).execute();

    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      if (kind === 'postgres') await loadPostgres(database.url, '', POSITIONS);
      else loadSqlite(database.url, POSITIONS);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`scale data present: ${POSITIONS} open positions`));
    } finally {
      logged.mockRestore();
    }
    expect(await openPositions(db)).toHaveLength(open.length);

    signatures.set(kind, {
      positions: open.map((p) => [p.host, p.name, p.title, p.city, p.salary_str, p.publish_at, p.description].join('|')),
      terms: await count(db, 'position_term'),
      facets: await count(db, 'position_facet'),
    });
  }, SEED_TIMEOUT_MS);
});

describeWith('PostgreSQL', 'the scale seed on PostgreSQL and on SQLite', () => {
  it('writes the same positions, terms and facets', () => {
    const [sqlite, postgres] = [signatures.get('sqlite'), signatures.get('postgres')];
    expect(sqlite?.positions.length).toBeGreaterThan(POSITIONS);
    expect(postgres).toEqual(sqlite);
  });
});
