import type { FastifyPluginAsync } from 'fastify';
import { decideDisplayMode, type SiteInfo } from '@campus/shared-utils/rules';
import { requestSiteHost } from '../../lib/site/request-host';
import { backOfficePage, type BackOffice } from '../../web/backoffice-page';

const AREAS: BackOffice[] = ['school', 'company', 'op'];

/** Placeholder pages at /school/, /company/ and /op/ for the back-office apps outside this product. */
const backOfficeRoutes: FastifyPluginAsync = async (app) => {
  for (const area of AREAS) {
    app.get(`/${area}`, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${area}/`, 301));
    app.get(`/${area}/`, { schema: { hide: true } }, async (request, reply) => {
      // a site whose home is the employer back office (an organiser's show_content 2) has no home to go back to
      const { data: site } = JSON.parse(await app.siteInfoJson(requestSiteHost(request))) as { data: SiteInfo };
      const home = decideDisplayMode(site).kind !== 'redirect';
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(backOfficePage(area, request.session, { home }));
    });
  }
};

export default backOfficeRoutes;
