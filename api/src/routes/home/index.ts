import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME } from '@campus/shared-utils/rules';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok, sendJsonText } from '../../lib/envelope';
import { HomeCache } from '../../lib/home-cache';
import { homeCompanies, homeConfig, homePositions, homeResource } from '../site/home-answers';
import { onHomeChange } from '../../home/home-changes';
import { logoSvg } from '../../lib/company-logo';
import { HomeCompanyListFields, HomeConfigFields, HomePositionPageFields, HomePositionQuery, HomeResourceFields } from '../../schemas/home';
import { envelope, errorResponses, optionalFields, OptionalDomain } from '../../lib/envelope-schema';
import { findSiteOrDefault, loadSiteRecord } from '../../lib/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';

/** How long a home answer is kept; writes drop it sooner (home/home-changes.ts). SITE_CACHE_MS=0 turns caching off. */
const HOME_CACHE_MS = 30_000;

/**
 * The home calls of spec §7: new-home resources, recruiting companies and position chunks, and the
 * configurable home config, each scoped to the requesting site and cached per site as serialized text.
 */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const cache = new HomeCache(config.siteCacheMs === 0 ? 0 : HOME_CACHE_MS);
  const stop = onHomeChange((siteId) => cache.invalidate(siteId));
  app.addHook('onClose', async () => {
    stop();
  });
  const siteOf = (host: string) => findSiteOrDefault(app.db, host, config.defaultSiteHost);

  app.get(
    '/api/site/gethomeresource',
    {
      schema: {
        tags: ['home'],
        summary: 'New home: banners, famous-company tiles and hot job categories of the requesting site',
        response: { 200: envelope(HomeResourceFields), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await siteOf(requestSiteHost(request));
      const body = await cache.get(`resource:${site.id}`, site.id, async () => String(reply.serialize(ok(await homeResource(app.db, site.id, request.log)))));
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/api/company/gethomeresource',
    {
      schema: {
        tags: ['home'],
        summary: `New home: the requesting site’s recruiting companies (at most ${HOME.maxRecruitingCompanies}) with their open-position counts`,
        response: { 200: envelope(HomeCompanyListFields), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await siteOf(requestSiteHost(request));
      const body = await cache.get(`companies:${site.id}`, site.id, async () => String(reply.serialize(ok(await homeCompanies(app.db, site.id)))));
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/api/position/gethomeresource',
    {
      schema: {
        tags: ['home'],
        summary: `New home: one chunk (${HOME.positionsPerChunk} by default) of the requesting site’s newest recruiting positions`,
        description: 'has_more turns false after the last chunk the home lists; the home then offers its "view more" link.',
        querystring: HomePositionQuery,
        response: { 200: envelope(HomePositionPageFields), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await siteOf(requestSiteHost(request));
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? HOME.positionsPerChunk;
      const body = await cache.get(`positions:${site.id}:${page}:${size}`, site.id, async () =>
        String(reply.serialize(ok(await homePositions(app.db, site.id, page, size)))),
      );
      return sendJsonText(reply, body);
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
        response: { 200: envelope(HomeConfigFields), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await siteOf(requestSiteHost(request, request.body.domain));
      const body = await cache.get(`config:${site.id}`, site.id, async () => String(reply.serialize(ok(await homeConfig(app.db, site.id, request.log)))));
      return sendJsonText(reply, body);
    },
  );

  app.post(
    '/api/schoolcollege/gethomeconfig',
    {
      schema: {
        tags: ['home'],
        summary: 'Configurable home of a school or department (college) site; code 40402 on other sites',
        body: OptionalDomain,
        response: { 200: envelope(optionalFields(HomeConfigFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { site, school } = await loadSiteRecord(app.db, requestSiteHost(request, request.body.domain), config.defaultSiteHost);
      if (site.type !== 2 || !school) throw new AppError(CODES.notSchoolSite);
      const body = await cache.get(`config:${site.id}`, site.id, async () => String(reply.serialize(ok(await homeConfig(app.db, site.id, request.log)))));
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/api/company/logo',
    {
      schema: {
        tags: ['home'],
        summary: 'A company monogram (SVG): the first characters of text on one of eight colours',
        querystring: Type.Object({
          text: Type.String({ minLength: 1, maxLength: 16 }),
          tone: Type.Optional(Type.Integer({ minimum: 0, maximum: 7, default: 0 })),
        }),
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800')
        .send(logoSvg(request.query.text, request.query.tone ?? 0)),
  );
};

export default homeRoutes;
