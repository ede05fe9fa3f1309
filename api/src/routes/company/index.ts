import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import browseRoutes from './browse';

/** `/api/company/*`: the company lists, details and positions of the requesting site. */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(browseRoutes);
};

export default companyRoutes;
