import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeConfig, HomeResource } from '@campus/shared-utils/shapes';
import { envelope, errorResponses, OptionalDomain } from '../../lib/envelope-schema';
import { sendCachedAnswer } from '../../lib/home-cache';
import { homeConfig, homeResource } from '../../services/home-answers';
import { routePlugin } from '../../lib/route-plugin';

/**
 * The home calls under `/api/site/*` (spec §7): the new home's resources and the configurable home, each
 * scoped to the requesting site and cached per site as serialized text (app.homeCache).
 */
const siteHomeRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/api/site/gethomeresource',
    {
      schema: {
        tags: ['home'],
        summary: 'New home: banners, famous-company tiles and hot job categories of the requesting site',
        response: { 200: envelope(HomeResource.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await request.site();
      return sendCachedAnswer(app.homeCache, reply, `resource:${site.id}`, site.id, () => homeResource(app.db, site.id, request.log));
    },
  );

  app.post(
    '/api/site/gethomeconfig',
    {
      schema: {
        tags: ['home'],
        summary: 'Configurable home of a site: header image, statistics, blocks in order with their items',
        description: 'domain defaults to the Host; unknown domains get the main site (whose configurable home is empty).',
        body: OptionalDomain,
        response: { 200: envelope(HomeConfig.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await request.site(request.body.domain);
      return sendCachedAnswer(app.homeCache, reply, `config:${site.id}`, site.id, () => homeConfig(app.db, site.id, request.log));
    },
  );
};

export default routePlugin('routes/site/home', siteHomeRoutes);
