import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteRow } from '../db/tables/site';
import { ok } from '../lib/envelope';
import { TtlCache } from '../lib/ttl-cache';
import { findSiteOrDefault, loadSiteRecord } from '../services/site/load-site';
import { requestSiteHost } from '../lib/site/request-host';
import { toSiteInfo } from '../services/site/to-site-info';

declare module 'fastify' {
  interface FastifyInstance {
    /** The getsiteinfo answer of a host as JSON text, cached per host for SITE_CACHE_MS. */
    siteInfoJson(host: string): Promise<string>;
    /** The site of a host (unknown hosts: the default site), cached per host for SITE_CACHE_MS. */
    siteOf(host: string): Promise<SiteRow>;
    /** Forgets every host's cached answer and site (a site changed: plugins/cache-changes.ts). */
    clearSiteInfo(): void;
  }
  interface FastifyRequest {
    /** The site this request is for (its Host, or the domain it names), as app.siteOf caches it. */
    site(domain?: string): Promise<SiteRow>;
  }
}

/**
 * Site information is what every page needs first: the API call and index.html (which carries it inline,
 * saving the browser a round trip) share one cache of the serialized answer. Every other call that depends on its
 * site reads the site row through request.site(), from a cache of the same lifetime and clearing.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const cache = new TtlCache<string>(config.siteCacheMs);
    const sites = new TtlCache<SiteRow>(config.siteCacheMs);
    app.decorate('siteOf', (host: string) => sites.get(host, () => findSiteOrDefault(app.db, host, config.defaultSiteHost)));
    app.decorateRequest('site', function (this: FastifyRequest, domain?: string) {
      return app.siteOf(requestSiteHost(this, domain));
    });
    app.decorate('siteInfoJson', (host: string) =>
      cache.get(host, async () => {
        const record = await loadSiteRecord(app.db, host, config.defaultSiteHost);
        return JSON.stringify(ok(toSiteInfo(record, { mobileJumpUrl: config.runtime.mobileJumpUrl })));
      }),
    );
    app.decorate('clearSiteInfo', () => {
      cache.clear();
      sites.clear();
    });
  },
  { name: 'site-info', dependencies: ['config', 'db'] },
);
