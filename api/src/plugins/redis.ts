import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { connectRedis, readyWithin } from '../lib/redis-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The command connection to REDIS_URL, or null without one (lib/shared-state.ts). */
    redis: Redis | null;
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
    const redis = connectRedis(redisUrl, app.log, 'commands');
    app.decorate('redis', redis);
    app.addHook('onClose', async () => redis.disconnect());
    await readyWithin(redis, 2000);
  },
  { name: 'redis', dependencies: ['config'] },
);
