import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import type { Database } from './database';

const INT8_OID = 20;

/** sqliteBusyTimeoutMs: how long SQLite waits for another connection's write lock before failing busy (SQLITE_BUSY_TIMEOUT_MS). */
export type ConnectOptions = { databaseUrl: string; databaseSchema?: string; sqliteBusyTimeoutMs: number };

/** Kysely over better-sqlite3 (file or ':memory:') or over a pg Pool for postgres:// URLs. */
export function connectDatabase({ databaseUrl, databaseSchema, sqliteBusyTimeoutMs }: ConnectOptions): Kysely<Database> {
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
    // An idle connection the server dropped (a restart, an administrator) is reported here; pg-pool discards
    // it and the next query opens a new one. Without a listener the error would end the process.
    pool.on('error', () => undefined);
    // A connection checked out between two queries (inside a transaction) reports the drop on its own client, with no
    // query to fail: the listener keeps it from ending the process; pg marks the client unusable and the pool
    // discards it on release, while the transaction's next query fails as any query on a lost database does.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (databaseUrl !== ':memory:') mkdirSync(path.dirname(databaseUrl), { recursive: true });
  // better-sqlite3 waits for a lock synchronously, stalling every request of this process meanwhile: the
  // wait is kept short and set before anything else (switching to WAL takes a lock too)
  const sqlite = new SqliteDatabase(databaseUrl, { timeout: sqliteBusyTimeoutMs });
  // WAL: readers never wait for a writer, nor a writer for readers
  if (databaseUrl !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // 64 MB of page cache (the default is 2 MB): the search index and the position rows a busy site reads
  // stay in memory instead of being read from the file again on every request
  sqlite.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new KeepCauseSqliteDialect({ database: sqlite }) });
}

/**
 * SQLite ends the transaction itself on some failures (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM); Kysely's
 * rollback after them fails with "no transaction is active" and that error replaces the real one, so a full
 * database would answer 服务器繁忙. The rollback is skipped when SQLite has already rolled back.
 */
class KeepCauseSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig & { database: SqliteDatabase.Database }) {
    super(sqliteConfig);
  }

  override createDriver(): Driver {
    const sqlite = this.sqliteConfig.database;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.sqliteConfig);
  }
}
