import { isPostgresUrl, type AppConfig } from '../config';

/**
 * Where the state several API processes must agree on lives (docs/architecture.md §8; README "Several processes").
 * Sessions, SMS codes, countdowns and daily caps, captcha puzzles and tickets, QR logins, transfer tickets and
 * freezes are rows of the database whatever the mode. What this mode decides is the rest:
 *
 * - redis: REDIS_URL is set. Rate counters are Redis keys; a write that changes a site's cached answers tells
 *   every process through Redis pub/sub, so each drops them at once.
 * - database: PostgreSQL without Redis. Rate counters are rows of `rate_counter` (one upsert a hit); nothing
 *   tells the other processes of a write, so no cached answer is kept longer than SITE_CACHE_MS.
 * - local: SQLite, one process. Counters in the process (fastest); a write drops its caches in the process.
 */
export type SharedStateMode = 'redis' | 'database' | 'local';

export function sharedStateMode(config: Pick<AppConfig, 'databaseUrl' | 'shared'>): SharedStateMode {
  if (config.shared.redisUrl) return 'redis';
  return isPostgresUrl(config.databaseUrl) ? 'database' : 'local';
}

/** How long a home answer is kept where every write reaches every process's cache. */
const HOME_CACHE_MS = 30_000;

/** The home answers' lifetime: 30 s, bounded by SITE_CACHE_MS where no message drops them (0 turns caching off). */
export function homeCacheMs(config: Pick<AppConfig, 'databaseUrl' | 'shared' | 'siteCacheMs'>): number {
  if (config.siteCacheMs === 0) return 0;
  return sharedStateMode(config) === 'database' ? Math.min(HOME_CACHE_MS, config.siteCacheMs) : HOME_CACHE_MS;
}
