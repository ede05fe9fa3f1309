/**
 * `npm run seed:scale`: a large data set for the benchmarks (docs/architecture.md §7): a million open positions
 * on the main site (SCALE_POSITIONS), in a database of its own, never the dev database: SCALE_DATABASE_URL,
 * a SQLite file (default data/scale.db) or a postgres:// URL. The demo data comes first (the app's own
 * start-up step, seed/prepare-database.ts: the server starts on it like on any database); then companies and positions
 * are written in bulk with their search terms and facets, the same rows on both databases (scale-rows.ts).
 * Idempotent: a database that already holds the scale data is left as it is.
 */
import path from 'node:path';
import { isPostgresUrl, loadConfig } from '../../config';
import { connectDatabase } from '../../db/connect';
import { prepareDatabase } from '../prepare-database';
import { loadPostgres } from './pg-load';
import { loadSqlite } from './sqlite-load';

const target = Number(process.env.SCALE_POSITIONS ?? 1_000_000);
const raw = process.env.SCALE_DATABASE_URL ?? 'data/scale.db';
const url = isPostgresUrl(raw) ? raw : path.resolve(raw);

// the app's own start-up step: migrations, demo sites, home data, accounts and every area's demo seed
const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'development' });
const db = connectDatabase(config);
try {
  await prepareDatabase(db, { ...config, passwordCost: config.auth.passwordCost }, { info: () => undefined });
} finally {
  await db.destroy();
}

if (isPostgresUrl(url)) await loadPostgres(url, config.databaseSchema, target);
else loadSqlite(url, target);
