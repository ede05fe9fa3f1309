import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanySiteInfo } from '@campus/shared-utils/shapes';
import { ok } from '../../lib/envelope';
import { DomainBody, envelope, errorResponses } from '../../lib/envelope-schema';
import { loadSiteRecord } from '../../services/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { toCompanySiteInfo } from '../../services/site/to-site-info';
import companyLoginRoutes from './login';
import { routePlugin } from '../../lib/route-plugin';

/** The operating company's contact data the footer shows for a site (spec §2 Footer, §7). */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(companyLoginRoutes);

  app.post(
    '/company/site/getinfo',
    {
      schema: {
        tags: ['company'],
        summary: 'Contact QR code and company basic info (WeChat, phone, e-mail) of a site',
        body: DomainBody,
        response: { 200: envelope(CompanySiteInfo.properties), ...errorResponses },
      },
    },
    async (request) => {
      const record = await loadSiteRecord(app.db, requestSiteHost(request, request.body.domain), app.config.defaultSiteHost);
      return ok(toCompanySiteInfo(record));
    },
  );
};

export default routePlugin('routes/employer', companyRoutes);
