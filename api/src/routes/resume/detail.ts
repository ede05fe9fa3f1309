import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResumeDetail } from '@campus/shared-utils/shapes';
import { resumeCompleteness } from '@campus/shared-utils/rules';
import { loadResumeContent } from '../../db/repositories/resume';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { requireStudent } from '../../auth/session-student';
import { routePlugin } from '../../lib/route-plugin';

/** GET /api/resume/getdetail: the session's own resume with its completeness. */
const detailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/resume/getdetail',
    {
      schema: {
        tags: ['resume'],
        summary: 'The session’s resume: basic info, intention, lists (newest first), other, completeness',
        description: 'user_id, when sent, must be the session’s own student id (20013 otherwise); it never selects a resume.',
        querystring: Type.Object({ user_id: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: { 200: envelope(optionalFields(ResumeDetail.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const asked = request.query.user_id?.trim();
      if (asked && asked !== String(studentId)) throw new AppError(CODES.forbidden);
      const content = await loadResumeContent(app.db, studentId);
      const name = content.basic.name;
      return ok({ has_resume: name ? 1 : 0, name, sex: content.basic.sex, ...content, completeness: resumeCompleteness(content) });
    },
  );
};

export default routePlugin('routes/resume/detail', detailRoutes);
