import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_LIMITS } from '@campus/shared-utils/rules';
import { FairCompanyPage, FairDetail, FairLabels, Floorplan } from '@campus/shared-utils/shapes';
import { listFairBooths, listFairHalls } from '../../db/repositories/fair-floorplan';
import { countFair, countFairCompanies, fairPositionsByCompany, listFairCompanies, listFairLabels } from '../../db/repositories/fairs';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { sendCachedAnswer } from '../../lib/home-cache';
import { cleanText } from '../../lib/list-query';
import { ContentId, ContentPaging, contentPaging } from '../../lib/content-query';
import { toFairCompany, toFairDetail, toFloorBooth, toFloorHall, toFloorplan } from './dto';
import { FairIdQuery, FAIR_NOT_FOUND_NOTE, requestSiteId, requireSiteFair } from './fair-query';
import { routePlugin } from '../../lib/route-plugin';

const CompanyListQuery = Type.Object({
  id: ContentId('fair id'),
  label_id: Type.Optional(ContentId('a label of this fair (getfairlabel); a label of another fair gives an empty list')),
  keyword: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.keywordMax, description: 'text in the company name or in a title of a position it brings to the fair' })),
  ...ContentPaging,
});

/**
 * The public job fair calls: the fair, its labels, its companies and its booth map, scoped to the requesting
 * site and cached per site with the home answers (a sign-up drops them).
 */
const fairPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/schooljobfairzone/getinfo',
    {
      schema: {
        tags: ['content'],
        summary: 'A job fair of this site: kind, status from its times, time, venue or online entrance, organiser, counts',
        description: FAIR_NOT_FOUND_NOTE,
        querystring: FairIdQuery,
        response: { 200: envelope(optionalFields(FairDetail.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = await requestSiteId(app, request);
      const { id } = request.query;
      return sendCachedAnswer(app.homeCache, reply, `fair:info:${siteId}:${id}`, siteId, async () => {
        const fair = await requireSiteFair(app, siteId, id);
        return toFairDetail(fair, await countFair(app.db, fair.id), app.now());
      });
    },
  );

  app.get(
    '/api/schooljobfairzone/getfairlabel',
    {
      schema: {
        tags: ['content'],
        summary: 'The fair’s labels (industries first, then halls, each in its order) with the number of companies under each',
        description: FAIR_NOT_FOUND_NOTE,
        querystring: FairIdQuery,
        response: { 200: envelope(optionalFields(FairLabels.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = await requestSiteId(app, request);
      const { id } = request.query;
      return sendCachedAnswer(app.homeCache, reply, `fair:labels:${siteId}:${id}`, siteId, async () => {
        const fair = await requireSiteFair(app, siteId, id);
        return { list: await listFairLabels(app.db, fair.id) };
      });
    },
  );

  app.get(
    '/api/schooljobfairzone/getcompanylist',
    {
      schema: {
        tags: ['content'],
        summary: 'The fair’s companies in its order, each with its booth and the first open positions it brings, by label and keyword, paged',
        description:
          `${FAIR_NOT_FOUND_NOTE} Each company lists its first ${CONTENT_LIMITS.fairCompanyPositions} positions (newest first) and their count. ` +
          `page_size defaults to ${CONTENT_LIMITS.fairCompanyPageSize}, capped at ${CONTENT_LIMITS.maxPageSize}. The keyword is text (wildcards are literal).`,
        querystring: CompanyListQuery,
        response: { 200: envelope(optionalFields(FairCompanyPage.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = await requestSiteId(app, request);
      const { id } = request.query;
      const { page, pageSize, offset } = contentPaging(request.query.page, request.query.page_size, CONTENT_LIMITS.fairCompanyPageSize);
      const filter = { labelId: request.query.label_id, keyword: cleanText(request.query.keyword) };
      const answer = async () => {
        const fair = await requireSiteFair(app, siteId, id);
        const [rows, total] = await Promise.all([listFairCompanies(app.db, fair.id, filter, offset, pageSize), countFairCompanies(app.db, fair.id, filter)]);
        const positions = await fairPositionsByCompany(app.db, fair.id, rows.map((r) => r.company_id), CONTENT_LIMITS.fairCompanyPositions);
        return { list: rows.map((r) => toFairCompany(r, positions.get(r.company_id))), page, page_size: pageSize, total };
      };
      // typed searches are not cached: any text would be a new entry and push the home answers out
      if (filter.keyword) return ok(await answer());
      const key = `fair:companies:${siteId}:${id}:${filter.labelId ?? 0}:${page}:${pageSize}`;
      return sendCachedAnswer(app.homeCache, reply, key, siteId, answer);
    },
  );

  app.get(
    '/api/schooljobfairzone/getfloorplan',
    {
      schema: {
        tags: ['content'],
        summary: 'The booth map of an offline fair: halls with entrances and aisles, every booth with its state, company and first positions',
        description: `${FAIR_NOT_FOUND_NOTE} ${CODES.notOffline.code} for an online fair. Map units are metres; width and height reach the far edges of the halls.`,
        querystring: FairIdQuery,
        response: { 200: envelope(optionalFields(Floorplan.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = await requestSiteId(app, request);
      const { id } = request.query;
      return sendCachedAnswer(app.homeCache, reply, `fair:floorplan:${siteId}:${id}`, siteId, async () => {
        const fair = await requireSiteFair(app, siteId, id);
        if (fair.kind !== 'offline') throw new AppError(CODES.notOffline);
        const [halls, booths, positions] = await Promise.all([
          listFairHalls(app.db, fair.id),
          listFairBooths(app.db, fair.id),
          fairPositionsByCompany(app.db, fair.id, null, CONTENT_LIMITS.fairCompanyPositions),
        ]);
        return toFloorplan(fair, halls.map(toFloorHall), booths.map((b) => toFloorBooth(b, positions)));
      });
    },
  );
};

export default routePlugin('routes/schooljobfairzone/public', fairPublicRoutes);
