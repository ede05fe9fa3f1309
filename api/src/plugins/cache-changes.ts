import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { outageLog } from '../lib/outage-log';
import { connectRedis } from './redis-client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Drops the cached answers a write to a site's data makes stale (its home answers, and every site's
     * information), in this process at once and, with Redis, in every other process at once too; without
     * Redis the others' copies end within their time bound (lib/shared-state.ts).
     */
    dropSiteCaches(siteId: number | 'all'): void;
  }
}

type Change = { from: string; site: number | 'all' };

function readChange(text: string): Change | null {
  try {
    const change = JSON.parse(text) as Partial<Change>;
    const site = change.site === 'all' || Number.isInteger(change.site) ? change.site : undefined;
    return typeof change.from === 'string' && site !== undefined ? { from: change.from, site } : null;
  } catch {
    return null;
  }
}

/** Cache changes announced on Redis pub/sub, channel `<REDIS_PREFIX>cache-changes`. */
export default fp(
  async (app) => {
    const drop = (site: number | 'all') => {
      app.homeCache.invalidate(site);
      app.clearSiteInfo();
    };
    const redis = app.redis;
    if (!redis) {
      app.decorate('dropSiteCaches', drop);
      return;
    }
    const channel = `${app.config.shared.redisPrefix}cache-changes`;
    const self = randomUUID();
    const outage = outageLog(app.log, 'Redis (cache changes)', 'cached answers are kept at most their time bound until it is back');
    const subscriber = connectRedis(app.config.shared.redisUrl, outage, 'subscriber');
    app.addHook('onClose', async () => subscriber.disconnect());
    subscriber.on('message', (_channel: string, text: string) => {
      const change = readChange(text);
      if (change && change.from !== self) drop(change.site);
    });
    // changes announced while this process was cut off were missed: forget everything once back
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) drop('all');
      connectedBefore = true;
    });
    // not awaited: with Redis down at start the SUBSCRIBE waits in the queue and is sent once it is up
    subscriber.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'cache changes: not subscribed'));

    app.decorate('dropSiteCaches', (site: number | 'all') => {
      drop(site);
      // the others' copies end within their time bound when this does not reach them
      redis.client.publish(channel, JSON.stringify({ from: self, site } satisfies Change)).catch(redis.outage.failed);
    });
  },
  { name: 'cache-changes', dependencies: ['config', 'redis', 'site-info', 'home-cache'] },
);
