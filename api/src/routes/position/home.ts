import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomePositionPage } from '@campus/shared-utils/shapes';
import { HOME } from '@campus/shared-utils/rules';
import type { Db } from '../../db/database';
import { countOpenPositions, listOpenPositions } from '../../db/repositories/position';
import { positionCard } from '../../services/cards';
import { envelope, errorResponses } from '../../lib/envelope-schema';
import { sendCachedAnswer } from '../../lib/home-cache';
import { routePlugin } from '../../lib/route-plugin';

/** How many chunks of positions the new home lists before its "view more" button. */
export const HOME_POSITION_CHUNKS = 5;
export const HOME_POSITION_LIMIT = HOME_POSITION_CHUNKS * HOME.positionsPerChunk;

/** One chunk of the newest recruiting positions; the home lists HOME_POSITION_LIMIT of them at most. */
export async function homePositions(db: Db, siteId: number, page: number, pageSize: number): Promise<HomePositionPage> {
  const offset = (page - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, HOME_POSITION_LIMIT - offset));
  const [rows, total] = await Promise.all([limit > 0 ? listOpenPositions(db, siteId, offset, limit) : [], countOpenPositions(db, siteId)]);
  return {
    list: rows.map(positionCard),
    page,
    page_size: pageSize,
    total,
    has_more: offset + rows.length < Math.min(total, HOME_POSITION_LIMIT),
  };
}

const HomePositionQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 18 })),
});

/** The new home's position chunks, cached per site (app.homeCache). */
const positionHomeRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/api/position/gethomeresource',
    {
      schema: {
        tags: ['home'],
        summary: `New home: one chunk (${HOME.positionsPerChunk} by default) of the requesting site’s newest recruiting positions`,
        description: 'has_more turns false after the last chunk the home lists; the home then offers its "view more" link.',
        querystring: HomePositionQuery,
        response: { 200: envelope(HomePositionPage.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = await request.site();
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? HOME.positionsPerChunk;
      return sendCachedAnswer(app.homeCache, reply, `positions:${site.id}:${page}:${size}`, site.id, () => homePositions(app.db, site.id, page, size));
    },
  );
};

export default routePlugin('routes/position/home', positionHomeRoutes);
