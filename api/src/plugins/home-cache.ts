import fp from 'fastify-plugin';
import { HomeCache } from '../lib/home-cache';
import { homeCacheMs } from '../lib/shared-state';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Home answers per site as serialized text. A caller that writes home data through a repository drops
     * the site the repository names on every process: `app.dropSiteCaches(siteId)` (plugins/cache-changes.ts;
     * repositories never call upward).
     */
    homeCache: HomeCache;
  }
}

/** How long a home answer is kept (lib/shared-state.ts); writes drop it sooner. SITE_CACHE_MS=0 turns caching off. */
export default fp(
  async (app) => {
    app.decorate('homeCache', new HomeCache(homeCacheMs(app.config)));
  },
  { name: 'home-cache', dependencies: ['config'] },
);
