import fp from 'fastify-plugin';
import { ok } from '../lib/envelope';
import { TtlCache } from '../lib/ttl-cache';
import { loadSiteRecord } from '../lib/site/load-site';
import { toSiteInfo } from '../lib/site/to-site-info';

declare module 'fastify' {
  interface FastifyInstance {
    /** The getsiteinfo answer of a host as JSON text, cached per host for SITE_CACHE_MS. */
    siteInfoJson(host: string): Promise<string>;
    /** Forgets every host's cached answer (a site changed: plugins/cache-changes.ts). */
    clearSiteInfo(): void;
  }
}

/**
 * Site information is what every page needs first: the API call and index.html (which carries it inline,
 * saving the browser a round trip) share one cache of the serialized answer.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const cache = new TtlCache<string>(config.siteCacheMs);
    app.decorate('siteInfoJson', (host: string) =>
      cache.get(host, async () => {
        const record = await loadSiteRecord(app.db, host, config.defaultSiteHost);
        return JSON.stringify(ok(toSiteInfo(record, { mobileJumpUrl: config.runtime.mobileJumpUrl })));
      }),
    );
    app.decorate('clearSiteInfo', () => cache.clear());
  },
  { name: 'site-info', dependencies: ['config', 'db'] },
);
