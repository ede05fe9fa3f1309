import type { FastifyPluginAsync } from 'fastify';
import { decideDisplayMode, type SiteInfo } from '@campus/shared-utils/rules';
import { recruiterFairs } from '../../db/repositories/recruiter-fairs';
import { requestSiteHost } from '../../lib/site/request-host';
import { backOfficePage, type BackOffice, type BoothFairs } from '../../web/backoffice-page';
import { routePlugin } from '../../lib/route-plugin';

const AREAS: BackOffice[] = ['school', 'company', 'op'];

/** Placeholder pages at /school/, /company/ and /op/ for the back-office apps outside this product. */
const backOfficeRoutes: FastifyPluginAsync = async (app) => {
  for (const area of AREAS) {
    app.get(`/${area}`, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${area}/`, 301));
    app.get(`/${area}/`, { schema: { hide: true } }, async (request, reply) => {
      // a site whose home is the employer back office (an organiser's show_content 2) has no home to go back to
      const { data: site } = JSON.parse(await app.siteInfoJson(requestSiteHost(request))) as { data: SiteInfo };
      const home = decideDisplayMode(site).kind !== 'redirect';
      // an employer account that recruits for a company: its company's online fairs of this site, with their booth consoles
      const session = request.session;
      let booths: BoothFairs | undefined;
      if (area === 'company' && session?.role === 'company') {
        const now = app.now();
        const fairs = await recruiterFairs(app.db, session.user_id, (await request.site()).id, now);
        if (fairs) booths = { fairs, now };
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(backOfficePage(area, session, { home, booths }));
    });
  }
};

export default routePlugin('routes/backoffice', backOfficeRoutes);
