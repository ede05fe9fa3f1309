import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listExampleMajors, listExamples } from '../../db/repositories/resume-example';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { ResumeExampleList } from '@campus/shared-utils/shapes';
import { routePlugin } from '../../lib/route-plugin';

/** POST /api/example/get: sample resumes by major (public: they help before one logs in too). */
const exampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/example/get',
    {
      schema: {
        tags: ['resume'],
        summary: 'Sample resumes of a major (all without one), and every major that has samples',
        body: Type.Object({ major: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: envelope(optionalFields(ResumeExampleList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const major = request.body.major?.trim();
      const [list, majors] = await Promise.all([listExamples(app.db, major || undefined), listExampleMajors(app.db)]);
      return ok({ list, majors });
    },
  );
};

export default routePlugin('routes/resume/examples', exampleRoutes);
