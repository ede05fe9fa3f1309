import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollegeList, LabelList, MajorList, SiteConfig, SiteInfo, TokenAnswer } from '@campus/shared-utils/shapes';
import { listColleges, listMajors } from '../../db/repositories/school';
import { ok, sendJsonText } from '../../lib/envelope';
import { signToken } from '../../lib/token';
import { Domain, DomainBody, envelope, errorResponses } from '../../lib/envelope-schema';
import { parseExhibition } from '../../services/site/exhibition';
import { requestSiteHost } from '../../lib/site/request-host';
import { toSiteConfig } from '../../services/site/to-site-config';
import siteHomeRoutes from './home';
import loginQrCodeRoutes from './login-qr-code';
import { routePlugin } from '../../lib/route-plugin';

/**
 * `/api/site/*`: site information, configuration, labels, hand-off token, colleges and majors, by host (spec §7
 * Site and contact calls); the home calls under this prefix, and the student login QR code.
 */
const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(siteHomeRoutes);
  await app.register(loginQrCodeRoutes);
  const { config } = app;

  app.get(
    '/api/site/getsiteinfo',
    {
      schema: {
        tags: ['site'],
        summary: 'Site information of the requesting host',
        description: 'The host comes from the Host header (port ignored, case-insensitive). Unknown hosts get the main platform site (DEFAULT_SITE_HOST).',
        response: { 200: envelope(SiteInfo.properties), ...errorResponses },
      },
    },
    async (request, reply) => sendJsonText(reply, await app.siteInfoJson(requestSiteHost(request))),
  );

  app.post(
    '/api/site/getconfig',
    {
      schema: {
        tags: ['site'],
        summary: 'Site configuration by domain (unknown domains get the main site’s)',
        body: DomainBody,
        response: { 200: envelope(SiteConfig.properties), ...errorResponses },
      },
    },
    async (request) => {
      return ok(toSiteConfig(await request.site(request.body.domain)));
    },
  );

  app.get(
    '/api/site/selectlabel',
    {
      schema: {
        tags: ['site'],
        summary: 'Labels of the site: its exhibition blocks (header tabs, home blocks) in order',
        querystring: Type.Object({
          type: Type.Optional(Type.Literal('exhibition', { description: 'label kind; only exhibition exists so far' })),
          domain: Type.Optional(Domain),
        }),
        response: { 200: envelope(LabelList.properties), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site(request.query.domain);
      const list = parseExhibition(site.exhibition).map((b) => ({ value: b.label, label: b.title, show: b.show }));
      return ok({ type: 'exhibition', list });
    },
  );

  app.get(
    '/api/site/gettoken',
    {
      schema: {
        tags: ['site'],
        summary: 'Short-lived signed token bound to the session and host (spec §7); no call of this API asks for it back',
        description:
          'An HMAC-signed token bound to the caller’s session (or “anonymous”) and host, valid TOKEN_TTL_SECONDS, for ' +
          'a client of the spec’s API that expects one. This platform’s own calls do not send it back: uploads rely on the ' +
          'session and the same-site check, and the /transferPage hand-off uses POST /api/user/transferticket.',
        response: { 200: envelope(TokenAnswer.properties), ...errorResponses },
      },
    },
    async (request) => {
      const { session } = request;
      const expiresAt = Date.now() + config.tokenTtlSeconds * 1000;
      const token = signToken(config.sessionSecret, {
        sub: session ? `${session.role}:${session.user_id}` : 'anonymous',
        sid: session ? String(session.id) : '',
        host: requestSiteHost(request),
        exp: expiresAt,
      });
      return ok({ token, expires_at: expiresAt, expires_in: config.tokenTtlSeconds });
    },
  );

  app.get(
    '/api/site/getsitecollege',
    {
      schema: {
        tags: ['site'],
        summary: 'Colleges of the site’s school (a department site lists its own college; other sites none)',
        querystring: DomainBody,
        response: { 200: envelope(CollegeList.properties), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site(request.query.domain);
      const rows = site.school_id === null ? [] : await listColleges(app.db, site.school_id);
      return ok({ list: rows.map((c) => ({ id: c.id, name: c.name })) });
    },
  );

  app.get(
    '/api/site/getsitemajors',
    {
      schema: {
        tags: ['site'],
        summary: 'Majors of the site’s school, optionally of one college',
        querystring: Type.Object({ domain: Domain, college_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: envelope(MajorList.properties), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site(request.query.domain);
      return ok({ list: site.school_id === null ? [] : await listMajors(app.db, site.school_id, request.query.college_id) });
    },
  );
};

export default routePlugin('routes/site', siteRoutes);
