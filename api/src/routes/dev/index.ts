import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutbox } from '../../db/repositories/sms-code';
import { ok } from '../../lib/envelope';
import { OutboxFields } from '../../auth/fields';
import { envelope, errorResponses } from '../../lib/envelope-schema';
import employerRoutes from './employer';
import { isLoopbackRequest } from '../../auth/loopback';
import { carriesDevToken, DevTokenQuery } from '../../auth/dev-token';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { routePlugin } from '../../lib/route-plugin';

/**
 * Dev tools (registered only when DEV_TOOLS is on), `/api/dev/*`: the SMS outbox of the dev provider, employer
 * actions for testers. They answer a request from this machine that carries the installation's dev token
 * (printed at start, kept beside the database): anyone else, a proxied or TCP-forwarded request without the
 * token included, is told the call does not exist, so a demo reachable from a network gives away no SMS code
 * and no employer action.
 */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request) || !carriesDevToken(request, app.config.devToken)) throw new AppError(CODES.notFound, 404);
  });
  await app.register(employerRoutes);
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev tools only: the SMS messages the dev provider “sent” to a phone, newest first (at most 20)',
        querystring: Type.Object({ phone: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }), ...DevTokenQuery }),
        response: { 200: envelope(OutboxFields), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query.phone, 20);
      return ok({ list: rows.map((r) => ({ phone: r.phone, purpose: r.purpose, code: r.code, text: r.text, created_at: Number(r.created_at) })) });
    },
  );
};

export default routePlugin('routes/dev', devRoutes);
