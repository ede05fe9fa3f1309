import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collegeRoutes from './college';
import positionHomeRoutes from './home';
import recommendRoutes from './recommend';
import searchRoutes from './search';
import suggestRoutes from './suggest';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/position/*` and `/api/zone/*`: search and its suggestions, details, zones, filter options, the college list, the new home's chunks and recommendations (the job intention, /api/position/*positionintention, is the resume area's). */
const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(searchRoutes);
  await app.register(suggestRoutes);
  await app.register(collegeRoutes);
  await app.register(positionHomeRoutes);
  await app.register(recommendRoutes);
};

export default routePlugin('routes/position', positionRoutes);
