import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import liveFairRecruiterRoutes from './recruiter';
import liveFairSocketRoutes from './socket';
import liveFairStudentRoutes from './student';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/livefair/*` (docs/api-live-fair.md): online fairs that happen here, for students and for recruiters. */
const liveFairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(liveFairStudentRoutes);
  await app.register(liveFairRecruiterRoutes);
  await app.register(liveFairSocketRoutes);
};

export default routePlugin('routes/livefair', liveFairRoutes);
