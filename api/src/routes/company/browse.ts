import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyDetail, CompanyPage, PositionPage } from '@campus/shared-utils/shapes';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { countCompanies, findCompany, listCompanies } from '../../db/repositories/company';
import { findSiteZone } from '../../db/repositories/jobs-browse';
import { countCompanyPositions, listCompanyPositions } from '../../db/repositories/position';
import type { CompanyRow } from '../../db/tables/company';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { loadSchoolSite, NOT_SCHOOL_NOTE } from '../../services/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { companyCard, positionCard, tagList } from '../../services/cards';
import { IdQuery, PagingQuery, paging } from '../../lib/list-query';
import { CompanyPositionsBody, CompanyQuery, companyFilters } from './query';
import { routePlugin } from '../../lib/route-plugin';

/** Company list, detail and open positions (spec §7), scoped to the requesting site; the college company list. */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {

  /** A shown company of the requesting site, or the not-found failure. */
  const siteCompany = async (host: string, id: number): Promise<CompanyRow> => {
    const site = await app.siteOf(host);
    const company = await findCompany(app.db, id);
    if (!company || company.site_id !== site.id || company.status !== 1) throw new AppError(CODES.companyNotFound);
    return company;
  };

  app.get(
    '/api/company/getlist',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The requesting site’s companies by industry, size, city, name keyword or zone; recruiting ones first',
        description:
          'A filter outside its list is ignored and the others apply; the keyword is searched as text. A site whose catalogue has ' +
          'company_show_all 0 lists only the companies recruiting now.',
        querystring: CompanyQuery,
        response: { 200: envelope(CompanyPage.properties), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const site = await request.site();
      // the site's catalogue: company_show_all 0 lists only the companies recruiting now
      const filter = { ...companyFilters(q), recruitingOnly: site.company_show_all === 0 };
      if (q.zoneid !== undefined && (await findSiteZone(app.db, site.id, q.zoneid))?.kind === 'company') filter.zoneId = q.zoneid;
      const { page, pageSize, offset } = paging(q.page, q.page_size);
      const [rows, total] = await Promise.all([listCompanies(app.db, site.id, filter, offset, pageSize), countCompanies(app.db, site.id, filter)]);
      return ok({ list: rows.map(companyCard), page, page_size: pageSize, total });
    },
  );

  app.get(
    '/api/company/getdetail',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A company of the requesting site: introduction, facts, address, welfare',
        description: `An unknown id, a hidden company or one of another site gets ${CODES.companyNotFound.code}.`,
        querystring: IdQuery,
        response: { 200: envelope(optionalFields(CompanyDetail.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const company = await siteCompany(requestSiteHost(request), request.query.id);
      return ok({
        ...companyCard({ ...company, position_count: await countCompanyPositions(app.db, company.id) }),
        address: company.address,
        intro: company.intro,
        website: company.website,
        welfare: tagList(company.welfare),
      });
    },
  );

  app.post(
    '/api/company/getpositionlist',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A company’s open positions, newest first, paged',
        description: `An unknown company, a hidden one or one of another site gets ${CODES.companyNotFound.code}.`,
        body: CompanyPositionsBody,
        response: { 200: envelope(optionalFields(PositionPage.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const company = await siteCompany(requestSiteHost(request), request.body.company_id);
      const { page, pageSize, offset } = paging(request.body.page, request.body.page_size);
      const [rows, total] = await Promise.all([listCompanyPositions(app.db, company.id, offset, pageSize), countCompanyPositions(app.db, company.id)]);
      return ok({ list: rows.map(positionCard), page, page_size: pageSize, total, total_capped: 0 as const });
    },
  );

  app.get(
    '/api/company/getlistbycollege',
    {
      schema: { tags: ['jobs'], summary: 'Companies of this school or department site, recruiting ones first', description: NOT_SCHOOL_NOTE, querystring: PagingQuery, response: { 200: envelope(optionalFields(CompanyPage.properties)), ...errorResponses } },
    },
    async (request) => {
      const site = await loadSchoolSite(app.db, requestSiteHost(request), app.config.defaultSiteHost);
      const { page, pageSize, offset } = paging(request.query.page, request.query.page_size);
      const [rows, total] = await Promise.all([listCompanies(app.db, site.id, {}, offset, pageSize), countCompanies(app.db, site.id, {})]);
      return ok({ list: rows.map(companyCard), page, page_size: pageSize, total });
    },
  );
};

export default routePlugin('routes/company/browse', companyRoutes);
