import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { hitWindow } from '../db/repositories/rate-counter';
import type { OutageLog } from '../lib/outage-log';

/** One hit of a key: the hits in its window so far (this one included) and the milliseconds the window has left. */
export type RateHit = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

/**
 * The @fastify/rate-limit store of several processes: each hit goes to a store they share (below). Each
 * budget's keys carry its name (plugins/rate-limits.ts), so one store serves them all. A failed hit is
 * reported to the plugin, which lets the request through (skipOnError), and logged once per outage.
 */
export function sharedRateStore(hit: RateHit, outage: OutageLog): FastifyRateLimitStoreCtor {
  return class SharedRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(key, timeWindow).then(
        (result) => {
          outage.recovered();
          callback(null, result);
        },
        (err: unknown) => {
          outage.failed(err);
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** PostgreSQL without Redis: one upsert of the key's row in `rate_counter`, beside the SMS and login counters. */
export function databaseHit(db: Db): RateHit {
  return async (key, windowMs) => {
    const now = Date.now();
    const { count, windowStart } = await hitWindow(db, `rl:${key}`, windowMs, now);
    return { current: count, ttl: Math.max(0, windowStart + windowMs - now) };
  };
}

// INCR, and the window's expiry set by its first hit, in one atomic step
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

type WithHit = Redis & { campusRateHit(key: string, windowMs: number): Promise<[number, number]> };

/** Redis: a key per window under the installation's prefix, gone when the window ends. */
export function redisHit(redis: Redis, prefix: string): RateHit {
  redis.defineCommand('campusRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const client = redis as WithHit;
  return async (key, windowMs) => {
    const [current, ttl] = await client.campusRateHit(`${prefix}${key}`, windowMs);
    return { current, ttl: Math.max(0, ttl) };
  };
}
