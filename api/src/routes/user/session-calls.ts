import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endSession } from '../../auth/session-cookie';
import { findStudent } from '../../db/repositories/student';
import { findStudentSummary } from '../../db/repositories/student-summary';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { StudentInfo } from '@campus/shared-utils/shapes';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** Log-out for every role, and the student info of the session (spec §3 Student info, §4). */
const sessionCallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user/loginout',
    {
      schema: {
        tags: ['user'],
        summary: 'Log out: ends the session and clears the session cookie (success also without a session)',
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request, reply) => {
      await endSession(app, request, reply);
      return ok({});
    },
  );

  app.post(
    '/api/user/loginout',
    {
      schema: {
        tags: ['user'],
        summary: 'Log out from a plain HTML form (the back-office placeholder pages): ends the session, then 303 to /',
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      await endSession(app, request, reply);
      return reply.redirect('/', 303);
    },
  );

  app.get(
    '/api/user/getcommon',
    {
      schema: {
        tags: ['user'],
        summary: 'Student info of the session’s student: resume and AI flags, sex, avatar; 20011 without a student session',
        description: 'Any user_id sent is ignored: the answer is always for the session’s own student.',
        querystring: Type.Object({}),
        response: { 200: envelope(optionalFields(StudentInfo.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { session } = request;
      const student = session?.role === 'student' ? await findStudent(app.db, session.user_id) : undefined;
      if (!student) throw new AppError(CODES.notLoggedIn);
      const { summary, resumeSex } = await findStudentSummary(app.db, student.id);
      const info: StudentInfo = { ...summary, sex: resumeSex || (student.sex === 1 || student.sex === 2 ? student.sex : 0), avatar: student.avatar };
      return ok(info);
    },
  );
};

export default routePlugin('routes/user/session-calls', sessionCallRoutes);
