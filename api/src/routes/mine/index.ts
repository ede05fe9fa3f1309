import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collectRoutes from './collect';

/**
 * The student's own job activity (spec §7): favourites, applications, interviews, recommendations. Every
 * call reads the student from the session only. Employer actions for testers come with dev tools.
 */
const mineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(collectRoutes);
};

export default mineRoutes;
