import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { copyOfSeed, pgUrlOf, seedFits, testConfig, withPg, type DbKind, type TestDatabase } from './seeded-copy';
import { serviceUrl } from './services';

export { NO_BUILD_DIR, testConfig, type DbKind, type TestDatabase } from './seeded-copy';

/** SQLite always; PostgreSQL too when TEST_PG_URL is set (each suite then runs on both; jest-global-setup.ts says so once a run). */
export const DB_KINDS: DbKind[] = serviceUrl('PostgreSQL') ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * An empty database the app migrates and seeds itself: in-memory SQLite, or a uniquely named schema of
 * TEST_PG_URL's database (Jest runs files in parallel). buildTestApp gives a copy of the run's seeded database
 * instead wherever that holds the same rows (seeded-copy.ts).
 */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  const url = serviceUrl('PostgreSQL');
  if (kind === 'sqlite' || !url) return { env: { DATABASE_URL: ':memory:' }, drop: async () => {} };
  // a database of its own, not a schema of the shared one: another suite's tables and schemas come and go in that
  // one while Jest runs files side by side, and a migrator listing the tables then trips over one just dropped
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withPg(url, (c) => c.query(`create database ${name}`));
  return {
    env: { DATABASE_URL: pgUrlOf(url, name), DATABASE_SCHEMA: name },
    drop: () => withPg(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export type TestApp = { app: FastifyInstance; config: AppConfig; close: () => Promise<void> };

/**
 * Build options a test may set: a fake clock, or a logger to capture output; `fresh` for a database the app
 * migrates and seeds itself rather than a copy of the run's seeded one (a test of the migrations or seeds).
 */
export type TestAppOptions = Pick<BuildAppOptions, 'now' | 'logger'> & { fresh?: boolean };

/**
 * The app on a database of its own: a copy of the run's seeded demo (seeded-copy.ts) when a fresh build would
 * seed the same rows, else a fresh database it migrates and seeds — with `fresh`, a fake clock (`now`), or an
 * env that changes the database, SEED_DEMO, NODE_ENV or the password cost.
 */
export async function buildTestApp(kind: DbKind, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { fresh, ...appOptions } = options;
  const copy = seedFits(env, { fresh }) ? await copyOfSeed(kind) : undefined;
  const database = copy ?? (await createTestDatabase(kind));
  const config = testConfig({ ...database.env, ...env });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, logger: false, ...appOptions });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Builds one app for the enclosing describe block and closes it afterwards. */
export function useTestApp(kind: DbKind, env: Record<string, string> = {}, options: TestAppOptions = {}): { readonly app: FastifyInstance; readonly config: AppConfig } {
  let current: TestApp | undefined;
  // a copy of the seeded database is quick; a fresh one (options.fresh, a fake clock…) is migrated and seeded: slow on PostgreSQL when many suites run at once
  beforeAll(async () => {
    current = await buildTestApp(kind, env, options);
  }, 30_000);
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('test app not built yet');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
  };
}

/** A temporary folder removed after the enclosing describe block. */
export function useTempDir(prefix: string): { readonly dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { dir };
}

export type EnvelopeBody<T = Record<string, unknown>> = { apiStatus: boolean; msg: string; data: { code: number; msg: string } & T };

/** The parsed envelope; T names the data fields a test reads. */
export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): EnvelopeBody<T> {
  return res.json<EnvelopeBody<T>>();
}

/** A form-encoded POST as the front end sends it (public_source=1 included). */
export function formPost(app: FastifyInstance, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ ...fields, public_source: '1' }).toString(),
  });
}
