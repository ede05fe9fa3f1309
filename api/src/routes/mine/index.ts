import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import applyRoutes from './apply';
import collectRoutes from './collect';
import deliverRoutes from './deliver';
import devEmployerRoutes from './dev-employer';
import inviteRoutes from './invite';
import recommendRoutes from './recommend';

/**
 * The student's own job activity (spec §7): favourites, applications, interviews, recommendations. Every
 * call reads the student from the session only. Employer actions for testers come with dev tools.
 */
const mineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(collectRoutes);
  await app.register(applyRoutes);
  await app.register(deliverRoutes);
  await app.register(inviteRoutes);
  await app.register(recommendRoutes);
  if (app.config.runtime.devTools) await app.register(devEmployerRoutes);
};

export default mineRoutes;
