import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fairPublicRoutes from './public';
import fairSignupRoutes from './signup';

/** `/api/schooljobfairzone/*` (spec §7): a job fair of this site, its labels, companies and booth map, and the student's sign-up. */
const schoolJobFairZoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fairPublicRoutes);
  await app.register(fairSignupRoutes);
};

export default schoolJobFairZoneRoutes;
