import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { outageLog, type OutageLog } from '../lib/outage-log';
import { connectRedis, readyWithin } from './redis-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The command connection to REDIS_URL and the log of its outages, or null without one (lib/shared-state.ts). */
    redis: { client: Redis; outage: OutageLog } | null;
  }
}

/** Connects to REDIS_URL when set; waits a moment for it at start, but starts without it (requests then skip it). */
export default fp(
  async (app) => {
    const { redisUrl } = app.config.shared;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const outage = outageLog(app.log, 'Redis', 'requests are served without rate limits, and other processes hear of no cache change, until it is back');
    const client = connectRedis(redisUrl, outage, 'commands');
    app.decorate('redis', { client, outage });
    app.addHook('onClose', async () => client.disconnect());
    await readyWithin(client, 2000);
  },
  { name: 'redis', dependencies: ['config'] },
);
