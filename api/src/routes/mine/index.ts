import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collectRoutes from './collect';
import deliverRoutes from './deliver';
import inviteRoutes from './invite';
import { routePlugin } from '../../lib/route-plugin';

/**
 * The student's own job activity (spec §7), `/api/collect/*`, `/api/deliver/*`, `/api/invite/*`: favourites,
 * applications, interviews. Every call reads the student from the session only.
 */
const mineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(collectRoutes);
  await app.register(deliverRoutes);
  await app.register(inviteRoutes);
};

export default routePlugin('routes/mine', mineRoutes);
