import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeCompanyList } from '@campus/shared-utils/shapes';
import { HOME } from '@campus/shared-utils/rules';
import type { Db } from '../../db/database';
import { countRecruitingCompanies, listRecruitingCompanies } from '../../db/repositories/company';
import { companyCard } from '../../services/cards';
import { logoSvg } from '../../lib/company-logo';
import { envelope, errorResponses } from '../../lib/envelope-schema';
import { sendCachedAnswer } from '../../lib/home-cache';
import { routePlugin } from '../../lib/route-plugin';

/** The site's recruiting companies, at most 39 (spec §9). */
export async function homeCompanies(db: Db, siteId: number): Promise<HomeCompanyList> {
  const [rows, total] = await Promise.all([listRecruitingCompanies(db, siteId, HOME.maxRecruitingCompanies), countRecruitingCompanies(db, siteId)]);
  return {
    list: rows.map(companyCard),
    total,
  };
}

/** The new home's companies (cached per site, app.homeCache) and the company monograms. */
const companyHomeRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/api/company/gethomeresource',
    {
      schema: {
        tags: ['home'],
        summary: `New home: the requesting site’s recruiting companies (at most ${HOME.maxRecruitingCompanies}) with their open-position counts`,
        response: { 200: envelope(HomeCompanyList.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await request.site();
      return sendCachedAnswer(app.homeCache, reply, `companies:${site.id}`, site.id, () => homeCompanies(app.db, site.id));
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

export default routePlugin('routes/company/home', companyHomeRoutes);
