import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_LIMITS } from '@campus/shared-utils/rules';
import { MediaDetail, MediaPage } from '@campus/shared-utils/shapes';
import { addView, countColumnMaterials, findNeighbours, findPublishedMaterial, findSiteColumn, listColumnMaterials, listRelatedVideos } from '../../db/repositories/media';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { sendCachedAnswer } from '../../lib/home-cache';
import { toMediaCard, toMediaColumn, toMediaDetail } from './dto';
import { firstViewToday } from './view-count';
import { ContentId, ContentPaging, contentPaging } from '../../lib/content-query';
import { routePlugin } from '../../lib/route-plugin';

const MediaListQuery = Type.Object({
  id: ContentId('column id (a config_type 4 or 5 zone item names it)'),
  kind: Type.Optional(Type.Union([Type.Literal('article'), Type.Literal('video'), Type.Literal('')], { description: "article or video; '' or missing: both" })),
  ...ContentPaging,
});

const MediaIdQuery = Type.Object({ id: ContentId('material id') });

/**
 * `/api/mediamaterial/*` (spec §7): a column's articles and videos, and one of them. Scoped to the requesting
 * site; answers are cached per site with the home answers (a material's views count lags by that much).
 */
const mediaMaterialRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/api/mediamaterial/getlist',
    {
      schema: {
        tags: ['content'],
        summary: 'A column of this site with its published articles and videos, newest first, optionally of one kind, paged',
        description: `${CODES.columnNotFound.code} for an unknown column or another site's. page_size defaults to ${CONTENT_LIMITS.pageSize}, capped at ${CONTENT_LIMITS.maxPageSize}.`,
        querystring: MediaListQuery,
        response: { 200: envelope(optionalFields(MediaPage.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await request.site();
      const { id, kind: kindText } = request.query;
      const kind = kindText || undefined;
      const { page, pageSize, offset } = contentPaging(request.query.page, request.query.page_size, CONTENT_LIMITS.pageSize);
      const key = `media:list:${site.id}:${id}:${kind ?? ''}:${page}:${pageSize}`;
      return sendCachedAnswer(app.homeCache, reply, key, site.id, async () => {
        const column = await findSiteColumn(app.db, site.id, id);
        if (!column) throw new AppError(CODES.columnNotFound);
        const filter = { siteId: site.id, columnId: id, kind, now: app.now() };
        const [rows, total] = await Promise.all([listColumnMaterials(app.db, filter, offset, pageSize), countColumnMaterials(app.db, filter)]);
        return { column: toMediaColumn(column), list: rows.map(toMediaCard), page, page_size: pageSize, total };
      });
    },
  );

  app.get(
    '/api/mediamaterial/getinfo',
    {
      schema: {
        tags: ['content'],
        summary: 'An article (sanitised HTML, attachments) or a video (file, poster, chapters, related videos) of this site, with its neighbours in the column',
        description:
          `${CODES.materialNotFound.code} for an unknown, hidden, unpublished or other site's material. A view counts once per visitor (a signed-in user, else address and browser) and day. ` +
          'prev is the item listed just before it in its column (newer), next the one just after (older).',
        querystring: MediaIdQuery,
        response: { 200: envelope(optionalFields(MediaDetail.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await request.site();
      const { id } = request.query;
      const now = app.now();
      // the view is counted outside the cache, once per visitor and day (one UPDATE; nothing for a material that is not found)
      if (await firstViewToday(app, request, id, now)) await addView(app.db, site.id, id, now);
      return sendCachedAnswer(app.homeCache, reply, `media:info:${site.id}:${id}`, site.id, async () => {
        const row = await findPublishedMaterial(app.db, site.id, id, now);
        if (!row) throw new AppError(CODES.materialNotFound);
        const [column, neighbours, related] = await Promise.all([
          findSiteColumn(app.db, site.id, row.column_id),
          findNeighbours(app.db, row, now),
          row.kind === 'video' ? listRelatedVideos(app.db, row, now, CONTENT_LIMITS.relatedVideos) : Promise.resolve([]),
        ]);
        if (!column) throw new AppError(CODES.materialNotFound);
        return toMediaDetail(row, { column, ...neighbours, related });
      });
    },
  );
};

export default routePlugin('routes/mediamaterial', mediaMaterialRoutes);
