import { Redis } from 'ioredis';
import type { OutageLog } from '../lib/outage-log';

/** A command answers within this or fails: a Redis that stops answering must not hold a request near the 10 s client limit. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * A Redis connection that never makes a request wait for it: commands fail at once while it is down (no
 * offline queue) and after COMMAND_TIMEOUT_MS when it stops answering; it reconnects by itself (every 0.2–2 s).
 * A subscriber keeps its queue instead, so its SUBSCRIBE is sent once connected. `outage` hears of the
 * connection's errors and of its return.
 */
export function connectRedis(url: string, outage: OutageLog, role: 'commands' | 'subscriber'): Redis {
  const subscriber = role === 'subscriber';
  const redis = new Redis(url, {
    enableOfflineQueue: subscriber,
    maxRetriesPerRequest: subscriber ? null : 1,
    commandTimeout: subscriber ? undefined : COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', outage.failed);
  redis.on('ready', outage.recovered);
  return redis;
}

/** Resolves once the connection is ready, or after `ms` whatever happens: the server starts with Redis down too. */
export function readyWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
