import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JOBS_LIMITS } from '@campus/shared-utils/rules';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { countCompanies, listCompanies } from '../../db/repositories/company';
import { countSiteJobFairs, listSiteJobFairs } from '../../db/repositories/jobs-browse';
import { countOpenPositions, listOpenPositions } from '../../db/repositories/position';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { loadSiteRecord } from '../../lib/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { companyItem, positionItem } from '../../lib/cards';
import { paging } from './filters';
import { CompanyPageFields, JobFairPageFields, PagingQuery, PositionPageFields } from './schemas';

/**
 * The college lists (spec §2 /collegePosition, /collegeCompany, /collegeJobfair): the positions, companies
 * and job fairs of the requesting school or department site. Other sites get 40402.
 */
const collegeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schoolSite = async (host: string) => {
    const { site, school } = await loadSiteRecord(app.db, host, app.config.defaultSiteHost);
    if (site.type !== 2 || !school) throw new AppError(CODES.notSchoolSite);
    return site;
  };
  const notSchool = `Sites that are not a school or department site get ${CODES.notSchoolSite.code}.`;

  app.get(
    '/api/position/getlistbycollege',
    {
      schema: { tags: ['jobs'], summary: 'Open positions of this school or department site, newest first', description: notSchool, querystring: PagingQuery, response: { 200: envelope(optionalFields(PositionPageFields)), ...errorResponses } },
    },
    async (request) => {
      const site = await schoolSite(requestSiteHost(request));
      const { page, pageSize, offset } = paging(request.query.page, request.query.page_size);
      const [rows, total] = await Promise.all([listOpenPositions(app.db, site.id, offset, pageSize), countOpenPositions(app.db, site.id)]);
      return ok({ list: rows.map(positionItem), page, page_size: pageSize, total: Math.min(total, JOBS_LIMITS.countCap), total_capped: total > JOBS_LIMITS.countCap ? (1 as const) : (0 as const) });
    },
  );

  app.get(
    '/api/company/getlistbycollege',
    {
      schema: { tags: ['jobs'], summary: 'Companies of this school or department site, recruiting ones first', description: notSchool, querystring: PagingQuery, response: { 200: envelope(optionalFields(CompanyPageFields)), ...errorResponses } },
    },
    async (request) => {
      const site = await schoolSite(requestSiteHost(request));
      const { page, pageSize, offset } = paging(request.query.page, request.query.page_size);
      const [rows, total] = await Promise.all([listCompanies(app.db, site.id, {}, offset, pageSize), countCompanies(app.db, site.id, {})]);
      return ok({ list: rows.map(companyItem), page, page_size: pageSize, total });
    },
  );

  app.get(
    '/api/schoolcollege/jobfairlist',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Job fairs of this school or department site: coming and running ones first (soonest first), then past ones',
        description: notSchool,
        querystring: PagingQuery,
        response: { 200: envelope(optionalFields(JobFairPageFields)), ...errorResponses },
      },
    },
    async (request) => {
      const site = await schoolSite(requestSiteHost(request));
      const { page, pageSize, offset } = paging(request.query.page, request.query.page_size);
      const [rows, total] = await Promise.all([listSiteJobFairs(app.db, site.id, app.now(), offset, pageSize), countSiteJobFairs(app.db, site.id)]);
      return ok({
        list: rows.map((f) => ({ id: f.id, title: f.title, kind: f.kind, place: f.place, organiser: f.organiser, thumbnail_url: f.thumbnail_url, start_at: f.start_at, end_at: f.end_at })),
        page,
        page_size: pageSize,
        total,
      });
    },
  );
};

export default collegeRoutes;
