import fp from 'fastify-plugin';
import { HomeCache } from '../lib/home-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Home answers per site as serialized text. A caller that writes home data through a repository drops
     * the site the repository names: `app.homeCache.invalidate(siteId)` (repositories never call upward).
     */
    homeCache: HomeCache;
  }
}

/** How long a home answer is kept; writes drop it sooner. SITE_CACHE_MS=0 turns caching off. */
const HOME_CACHE_MS = 30_000;

export default fp(
  async (app) => {
    app.decorate('homeCache', new HomeCache(app.config.siteCacheMs === 0 ? 0 : HOME_CACHE_MS));
  },
  { name: 'home-cache', dependencies: ['config'] },
);
