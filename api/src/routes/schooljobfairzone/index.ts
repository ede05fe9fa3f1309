import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fairPublicRoutes from './public';
import fairSignupRoutes from './signup';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/schooljobfairzone/*` (spec §7): a job fair of this site, its labels, companies and booth map, and the student's sign-up. */
const schoolJobFairZoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fairPublicRoutes);
  await app.register(fairSignupRoutes);
};

export default routePlugin('routes/schooljobfairzone', schoolJobFairZoneRoutes);
