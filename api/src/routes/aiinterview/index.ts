import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import resultRoutes from './result';
import roomRoutes from './room';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/aiinterview/*` (issue 12; docs/api-ai-career.md): the AI mock interview, student-only on a site with it open. */
const aiInterviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(roomRoutes);
  await app.register(resultRoutes);
};

export default routePlugin('routes/aiinterview', aiInterviewRoutes);
