import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH } from '@campus/shared-utils/rules';
import { SearchSuggestions } from '@campus/shared-utils/shapes';
import { normalizeText } from '../../db/repositories/position-terms';
import { suggestSearches } from '../../db/repositories/search-suggest';
import { envelope, errorResponses } from '../../lib/envelope-schema';
import { ok } from '../../lib/envelope';
import { TtlCache } from '../../lib/ttl-cache';
import { routePlugin } from '../../lib/route-plugin';

/** Students type the same beginnings: a minute's cache per site and keyword answers most keystrokes. */
const SUGGEST_CACHE_MS = 60_000;

/** GET /api/position/suggest: the search box's suggestions as one types (homes and headers). */
const suggestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new TtlCache<SearchSuggestions['list']>(app.config.siteCacheMs === 0 ? 0 : SUGGEST_CACHE_MS, 2_000);
  app.get(
    '/api/position/suggest',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search suggestions of the requesting site for a keyword: categories, position titles and companies',
        description: `Each contains the keyword (one Chinese character is enough) and finds open positions here; at most ${SEARCH.suggestions}, an empty keyword none. Counted as a search (the per-address search ceiling).`,
        querystring: Type.Object({ keyword: Type.String({ maxLength: SEARCH.keywordMax, description: 'what has been typed so far' }) }),
        response: { 200: envelope(SearchSuggestions.properties), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site();
      const { keyword } = request.query;
      const list = await cache.get(`${site.id}:${normalizeText(keyword).trim()}`, () => suggestSearches(app.db, site.id, keyword));
      return ok({ list });
    },
  );
};

export default routePlugin('routes/position/suggest', suggestRoutes);
