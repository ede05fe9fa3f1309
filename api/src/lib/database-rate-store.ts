import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { hitWindow } from '../db/repositories/rate-counter';

/** Rate-limit keys among the other counters of `rate_counter` (SMS, login failures, freezes). */
const PREFIX = 'rl:';

/**
 * The @fastify/rate-limit store of several processes on PostgreSQL without Redis: each hit is one upsert of
 * the key's row in `rate_counter`, so every process counts against the same window. Each budget's keys carry
 * its name (plugins/rate-limits.ts), so one store serves them all.
 */
export function databaseRateStore(db: Db, onResult: { failed: (err: unknown) => void; recovered: () => void }): FastifyRateLimitStoreCtor {
  return class DatabaseRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      hitWindow(db, PREFIX + key, timeWindow, now).then(
        ({ count, windowStart }) => {
          onResult.recovered();
          callback(null, { current: count, ttl: Math.max(0, windowStart + timeWindow - now) });
        },
        (err: unknown) => {
          onResult.failed(err);
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
