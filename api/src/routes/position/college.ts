import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PositionPage } from '@campus/shared-utils/shapes';
import { JOBS_LIMITS } from '@campus/shared-utils/rules';
import { ok } from '../../lib/envelope';
import { countOpenPositions, listOpenPositions } from '../../db/repositories/position';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { loadSchoolSite, NOT_SCHOOL_NOTE } from '../../services/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { positionCard } from '../../services/cards';
import { PagingQuery, paging } from '../../lib/list-query';
import { routePlugin } from '../../lib/route-plugin';

/** The college position list (spec §2 /collegePosition): the open positions of the requesting school or department site; other sites get 40402. */
const collegeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schoolSite = (host: string) => loadSchoolSite(app.db, host, app.config.defaultSiteHost);

  app.get(
    '/api/position/getlistbycollege',
    {
      schema: { tags: ['jobs'], summary: 'Open positions of this school or department site, newest first', description: NOT_SCHOOL_NOTE, querystring: PagingQuery, response: { 200: envelope(optionalFields(PositionPage.properties)), ...errorResponses } },
    },
    async (request) => {
      const site = await schoolSite(requestSiteHost(request));
      const { page, pageSize, offset } = paging(request.query.page, request.query.page_size);
      const [rows, total] = await Promise.all([listOpenPositions(app.db, site.id, offset, pageSize), countOpenPositions(app.db, site.id)]);
      return ok({ list: rows.map(positionCard), page, page_size: pageSize, total: Math.min(total, JOBS_LIMITS.countCap), total_capped: total > JOBS_LIMITS.countCap ? (1 as const) : (0 as const) });
    },
  );
};

export default routePlugin('routes/position/college', collegeRoutes);
