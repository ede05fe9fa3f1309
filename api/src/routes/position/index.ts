import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collegeRoutes from './college';
import intentionRoutes from './intention';
import recommendRoutes from './recommend';
import searchRoutes from './search';

/** `/api/position/*` and `/api/zone/*`: search, details, zones, filter options, the college lists, the job intention and recommendations. */
const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(searchRoutes);
  await app.register(collegeRoutes);
  await app.register(intentionRoutes);
  await app.register(recommendRoutes);
};

export default positionRoutes;
