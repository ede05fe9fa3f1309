import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import collegeRoutes from './college-routes';
import companyRoutes from './company-routes';
import positionRoutes from './position-routes';

/** Browsing positions and companies (spec §7): search, details, zones, filter options and the college lists. */
const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(positionRoutes);
  await app.register(companyRoutes);
  await app.register(collegeRoutes);
};

export default jobsRoutes;
