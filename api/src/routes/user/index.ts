import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionCheck } from '@campus/shared-utils/shapes';
import { CODES } from '../../errors/codes';
import { fail, ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import employerAccountRoutes from './employer-account';
import qrConfirmRoutes from './qr-confirm';
import followRoutes from './follow';
import qrLoginRoutes from './qr-login';
import sessionCallRoutes from './session-calls';
import studentLoginRoutes from './student-login';
import transferRoutes from './transfer';
import { routePlugin } from '../../lib/route-plugin';

/**
 * User area: the session check of spec §4 here; logins, codes, QR login, log-out and hand-off in the files
 * beside. Students and school admins keep their id in the user_id cookie (spec §6), so the start-up check
 * passes for either role.
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(studentLoginRoutes);
  await app.register(qrLoginRoutes);
  await app.register(qrConfirmRoutes);
  await app.register(employerAccountRoutes);
  await app.register(sessionCallRoutes);
  await app.register(transferRoutes);
  await app.register(followRoutes);

  app.post(
    '/api/user/checkstulogin',
    {
      schema: {
        tags: ['user'],
        summary: 'Session check on start-up: code 0 when the session cookie belongs to user_id, 10008 otherwise',
        description: 'The client id is only compared with the session’s own; it never selects a session.',
        body: Type.Object({ user_id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }) }),
        response: {
          200: envelope(optionalFields(SessionCheck.properties)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { session } = request;
      if (!session || String(session.user_id) !== request.body.user_id) return fail(CODES.sessionInvalid);
      const role = session.role;
      if (role !== 'student' && role !== 'school') return fail(CODES.sessionInvalid);
      return ok({ user_id: String(session.user_id), login_type: role });
    },
  );
};

export default routePlugin('routes/user', userRoutes);
