import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collegeRoutes from './college';
import positionHomeRoutes from './home';
import intentionRoutes from './intention';
import recommendRoutes from './recommend';
import searchRoutes from './search';
import suggestRoutes from './suggest';

/** `/api/position/*` and `/api/zone/*`: search and its suggestions, details, zones, filter options, the college list, the new home's chunks, the job intention and recommendations. */
const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(searchRoutes);
  await app.register(suggestRoutes);
  await app.register(collegeRoutes);
  await app.register(positionHomeRoutes);
  await app.register(intentionRoutes);
  await app.register(recommendRoutes);
};

export default positionRoutes;
