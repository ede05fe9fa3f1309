import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import resultRoutes from './result';
import roomRoutes from './room';

/** `/api/aiinterview/*` (issue 12; docs/api-ai-career.md): the AI mock interview, student-only on a site with it open. */
const aiInterviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(roomRoutes);
  await app.register(resultRoutes);
};

export default aiInterviewRoutes;
