import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import type { Database } from './database';

const INT8_OID = 20;

export type ConnectOptions = { databaseUrl: string; databaseSchema?: string };

/** Kysely over better-sqlite3 (file or ':memory:') or over a pg Pool for postgres:// URLs. */
export function connectDatabase({ databaseUrl, databaseSchema }: ConnectOptions): Kysely<Database> {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // a database that does not answer fails the request once the front end has given up on it (10 s)
      // instead of holding it until the database is back; this also bounds the wait for a free connection
      connectionTimeoutMillis: 10_000,
      options: databaseSchema ? `-c search_path=${databaseSchema}` : undefined,
      // bigint columns hold epoch milliseconds and counts, which fit a JS number; pg would give strings.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the database closes (a restart, a failover) is dropped from the pool and the next
    // query opens a new one; without a listener its 'error' event would end the process.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (databaseUrl !== ':memory:') mkdirSync(path.dirname(databaseUrl), { recursive: true });
  const sqlite = new SqliteDatabase(databaseUrl);
  if (databaseUrl !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 64 MB of page cache (the default is 2 MB): the search index and the position rows a busy site reads
  // stay in memory instead of being read from the file again on every request
  sqlite.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
