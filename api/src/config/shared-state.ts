/** State shared by several API processes beyond the database: the Redis of REDIS_URL (lib/shared-state.ts). */
import type { EnvReader } from '../env-reader';

export type SharedStateConfig = {
  /** redis:// URL for rate counters and cache-change messages; '' : none (counters in the database on PostgreSQL). */
  redisUrl: string;
  /** Prefix of every Redis key and channel of this installation, so installations can share one Redis. */
  redisPrefix: string;
};

export function readShared(read: EnvReader, problems: string[]): SharedStateConfig {
  const redisUrl = read.text('REDIS_URL', '');
  if (redisUrl && !/^rediss?:\/\/[^/]/i.test(redisUrl)) problems.push(`REDIS_URL must be a redis:// or rediss:// URL (redis://[:password@]host:port[/db])`);
  return { redisUrl, redisPrefix: read.match('REDIS_PREFIX', /^[A-Za-z0-9_.:-]{1,64}$/, 'campus:') };
}
