import { constants, copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { isPostgresUrl, loadConfig, type AppConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { prepareDatabase, type PrepareOptions } from '../src/seed/prepare-database';
import { serviceUrl } from './services';

// The demo database is migrated and seeded once per Jest run and database kind (jest-global-setup.ts), and each
// suite's app gets a copy of it (helper.ts, buildTestApp): a copy of the SQLite file, or a PostgreSQL database
// made with that one as its template. Seeding took 4-6 s on SQLite and 10-14 s on PostgreSQL per app; a copy
// takes milliseconds on SQLite and well under a second on PostgreSQL. The copy is used only where a fresh
// build would have seeded the same rows (seedFits); anything else is built fresh as before.

export type DbKind = 'sqlite' | 'postgres';

/** A folder that never holds a build, so tests do not depend on `npm run build`. */
export const NO_BUILD_DIR = path.join(os.tmpdir(), 'campus-api-test-no-build');

export function testConfig(env: Record<string, string> = {}): AppConfig {
  // passwords at scrypt N 2^12, not production's 2^17: suites log in often on a shared machine
  return loadConfig({ NODE_ENV: 'test', WEB_DIR: NO_BUILD_DIR, RATE_LIMIT_MAX: '100000', RATE_LIMIT_SEARCH: '100000', RATE_LIMIT_USER: '100000', LOG_LEVEL: 'silent', PASSWORD_SCRYPT_LOG2_N: '12', ...env });
}

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

/** What one run seeded, handed from the global setup to the test workers in SEED_VARIABLE. */
export type SeedRun = {
  /** the run's folder: the seeded SQLite file and the suites' copies of it */
  dir: string;
  sqlite: string;
  /** the template database and the schema the demo is in (its copies keep both); none without TEST_PG_URL */
  postgres?: { template: string; schema: string };
};

export const SEED_VARIABLE = 'CAMPUS_TEST_SEED';
/** The schema of the seeded PostgreSQL database and of its copies (a plain identifier, as DATABASE_SCHEMA wants). */
const PG_SCHEMA = 'campus';
const silent = { info: () => undefined };

/** `admin` (TEST_PG_URL) pointed at another database of the same server. */
export function pgUrlOf(admin: string, database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.href;
}

/** One connection to `url` for `run`, closed after it. */
export async function withPg<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds as an app of testConfig() does at start, then closes every connection. */
async function prepareSeed(env: Record<string, string>): Promise<void> {
  const config = testConfig(env);
  const db = connectDatabase(config);
  try {
    await prepareDatabase(db, { ...config, passwordCost: config.auth.passwordCost }, silent);
    if (isPostgresUrl(config.databaseUrl)) await sql`analyze`.execute(db);
    // the file holds everything by itself (no -wal beside it), so a plain copy of it is the whole database
    else await sql`pragma journal_mode = delete`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** The global setup's part: seeds SQLite, and PostgreSQL when TEST_PG_URL is set. */
export async function seedRun(): Promise<SeedRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-seed-'));
  const run: SeedRun = { dir, sqlite: path.join(dir, 'seed.db') };
  try {
    await prepareSeed({ DATABASE_URL: run.sqlite });
    const admin = serviceUrl('PostgreSQL');
    if (admin) {
      const template = `campus_seed_${process.pid}_${Date.now().toString(36)}`;
      await withPg(admin, (c) => c.query(`create database ${template}`));
      run.postgres = { template, schema: PG_SCHEMA };
      await prepareSeed({ DATABASE_URL: pgUrlOf(admin, template), DATABASE_SCHEMA: PG_SCHEMA });
      // nobody connects to it again (not even autovacuum): CREATE DATABASE … TEMPLATE refuses a template in use
      await withPg(admin, (c) => c.query(`alter database ${template} allow_connections false`));
    }
  } catch (error) {
    await dropRun(run);
    throw error;
  }
  return run;
}

/** The global teardown's part: drops the template and every copy left of it (a suite that failed to close), removes the folder. */
export async function dropRun(run: SeedRun): Promise<void> {
  const admin = serviceUrl('PostgreSQL');
  if (run.postgres && admin) {
    const { template } = run.postgres;
    await withPg(admin, async (c) => {
      const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname like $2', [template, `${template}\\_%`]);
      // copies before the template; WITH (FORCE) ends the connections of a copy whose app was never closed
      for (const name of rows.map((r) => r.datname).sort((a, b) => b.length - a.length)) await c.query(`drop database if exists ${name} with (force)`);
    });
  }
  rmSync(run.dir, { recursive: true, force: true });
}

/** This run's seed, when the global setup made one (a run of another config, or a script, has none). */
export function seededRun(): SeedRun | undefined {
  const text = process.env[SEED_VARIABLE];
  return text ? (JSON.parse(text) as SeedRun) : undefined;
}

/**
 * How each input of prepareDatabase is met by a copy: the database's place is the copy's own; the rest must
 * be what testConfig() gave the seed. Listing every key (`satisfies`) makes a new input of PrepareOptions
 * fail the type check here until it is compared too.
 */
const COMPARED = {
  databaseUrl: () => true,
  databaseSchema: () => true,
  seedDemo: (mine: PrepareOptions, seed: PrepareOptions) => mine.seedDemo === seed.seedDemo,
  production: (mine: PrepareOptions, seed: PrepareOptions) => mine.production === seed.production,
  passwordCost: (mine: PrepareOptions, seed: PrepareOptions) => JSON.stringify(mine.passwordCost) === JSON.stringify(seed.passwordCost),
} satisfies Record<keyof PrepareOptions, (mine: PrepareOptions, seed: PrepareOptions) => boolean>;

const prepareOptionsOf = (config: AppConfig): PrepareOptions => ({ ...config, passwordCost: config.auth.passwordCost });

export type CopyWish = {
  /** the suite asked for a database migrated and seeded by its own app (options.fresh) */
  fresh?: boolean;
};
// A fake clock (options.now) needs no database of its own: the seeds read the real clock, never the app's, so a
// copy holds the rows its own start would have seeded.

/**
 * Whether an app with `env` would seed exactly what the seed holds: not with a database of its own
 * (DATABASE_URL, DATABASE_SCHEMA), nor with another SEED_DEMO, NODE_ENV (production) or password cost.
 */
export function seedFits(env: Record<string, string>, wish: CopyWish = {}): boolean {
  if (wish.fresh) return false;
  if ('DATABASE_URL' in env || 'DATABASE_SCHEMA' in env) return false;
  let mine: PrepareOptions;
  try {
    mine = prepareOptionsOf(testConfig(env));
  } catch {
    // a configuration the app refuses: the fresh build reports it as before
    return false;
  }
  const seed = prepareOptionsOf(testConfig());
  return Object.values(COMPARED).every((same) => same(mine, seed));
}

/** A copy of this run's seeded database of `kind`, or undefined when there is none to copy. */
export async function copyOfSeed(kind: DbKind): Promise<TestDatabase | undefined> {
  const run = seededRun();
  if (!run) return undefined;
  // unique across the test files a worker runs one after another (each has its own module registry)
  const name = `${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  if (kind === 'sqlite') {
    const folder = path.join(run.dir, 'copies');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${name}.db`);
    copyFileSync(run.sqlite, file, constants.COPYFILE_FICLONE);
    return {
      env: { DATABASE_URL: file },
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const admin = serviceUrl('PostgreSQL');
  if (!run.postgres || !admin) return undefined;
  const database = `${run.postgres.template}_${name}`;
  await withPg(admin, (c) => c.query(`create database ${database} template ${run.postgres!.template}`));
  return {
    env: { DATABASE_URL: pgUrlOf(admin, database), DATABASE_SCHEMA: run.postgres.schema },
    drop: () => withPg(admin, (c) => c.query(`drop database if exists ${database} with (force)`)).then(() => undefined),
  };
}
