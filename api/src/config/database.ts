/** The database settings: which database (a SQLite file, ':memory:' or PostgreSQL) and how it is used. */
import path from 'node:path';
import type { EnvReader } from '../env-reader';

export type DatabaseConfig = {
  /** A SQLite file path, ':memory:', or a postgres:// URL. */
  databaseUrl: string;
  /** PostgreSQL schema to use (search_path); '' uses the server default. */
  databaseSchema: string;
  /** How long a SQLite write waits for another process's write lock before answering busy (50004). */
  sqliteBusyTimeoutMs: number;
};

/** DATABASE_URL as given; unset: data/campus.db of the repository. */
export function readDatabaseUrl(read: EnvReader, repoRoot: string): string {
  return read.text('DATABASE_URL', path.join(repoRoot, 'data', 'campus.db'));
}

/** The database fields of AppConfig: a SQLite path of `databaseUrl` (readDatabaseUrl) resolved against the repository. */
export function readDatabase(read: EnvReader, repoRoot: string, databaseUrl: string): DatabaseConfig {
  return {
    databaseUrl: isPostgresUrl(databaseUrl) || databaseUrl === ':memory:' ? databaseUrl : path.resolve(repoRoot, databaseUrl.replace(/^sqlite:/, '')),
    databaseSchema: read.match('DATABASE_SCHEMA', /^[a-z_][a-z0-9_]{0,62}$/, ''),
    sqliteBusyTimeoutMs: read.int('SQLITE_BUSY_TIMEOUT_MS', 1000, 0, 10_000),
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
