import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCompanyFavourite } from '../../db/repositories/favourites';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { Id } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** Whether the student follows a company account: a favourite (routes/mine/collect.ts) seen from a company page. */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user/checkaccountfollow',
    {
      schema: {
        tags: ['mine'],
        summary: 'Whether the session’s student follows (has favourited) a company account: is_follow 0/1',
        description: 'Visitors and other roles get is_follow 0 (no login is forced: company pages ask it for everyone).',
        querystring: Type.Object({ company_id: Id }),
        response: { 200: envelope(optionalFields({ is_follow: Type.Union([Type.Literal(0), Type.Literal(1)]) })), ...errorResponses },
      },
    },
    async (request) => {
      const { session } = request;
      if (session?.role !== 'student') return ok({ is_follow: 0 as const });
      return ok({ is_follow: (await isCompanyFavourite(app.db, session.user_id, request.query.company_id)) ? (1 as const) : (0 as const) });
    },
  );
};

export default routePlugin('routes/user/follow', followRoutes);
