import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeConfig, JobFairPage } from '@campus/shared-utils/shapes';
import { countSiteJobFairs, listSiteJobFairs } from '../../db/repositories/jobs-browse';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields, OptionalDomain } from '../../lib/envelope-schema';
import { sendCachedAnswer } from '../../lib/home-cache';
import { loadSchoolSite, NOT_SCHOOL_NOTE } from '../../services/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { homeConfig } from '../../services/home-answers';
import { PagingQuery, paging } from '../../lib/list-query';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/schoolcollege/*`: the configurable home and the job fairs of a school or department (college) site; other sites get 40402. */
const collegeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schoolSite = (host: string) => loadSchoolSite(app.db, host, app.config.defaultSiteHost);

  app.post(
    '/api/schoolcollege/gethomeconfig',
    {
      schema: {
        tags: ['home'],
        summary: 'Configurable home of a school or department (college) site; code 40402 on other sites',
        body: OptionalDomain,
        response: { 200: envelope(optionalFields(HomeConfig.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await schoolSite(requestSiteHost(request, request.body.domain));
      return sendCachedAnswer(app.homeCache, reply, `config:${site.id}`, site.id, () => homeConfig(app.db, site.id, request.log));
    },
  );

  app.get(
    '/api/schoolcollege/jobfairlist',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Job fairs of this school or department site: coming and running ones first (soonest first), then past ones',
        description: NOT_SCHOOL_NOTE,
        querystring: PagingQuery,
        response: { 200: envelope(optionalFields(JobFairPage.properties)), ...errorResponses },
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

export default routePlugin('routes/school/college', collegeRoutes);
