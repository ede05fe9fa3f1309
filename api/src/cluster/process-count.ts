import { isPostgresUrl, type AppConfig } from '../config';

export type ProcessCount = { count: number; note?: string };

/**
 * How many processes serve the port: WEB_CONCURRENCY on PostgreSQL; always one on SQLite, whose
 * better-sqlite3 writes hold a file lock synchronously (several writers would only queue on it and stall
 * their other requests meanwhile) and whose ':memory:' database exists in one process only.
 */
export function processCount(config: Pick<AppConfig, 'databaseUrl' | 'processes'>): ProcessCount {
  const asked = config.processes.webConcurrency;
  if (asked <= 1 || isPostgresUrl(config.databaseUrl)) return { count: asked };
  return { count: 1, note: `WEB_CONCURRENCY=${asked} ignored: SQLite serves from one process (several processes need DATABASE_URL=postgres://…)` };
}
