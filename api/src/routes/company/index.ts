import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import browseRoutes from './browse';
import companyHomeRoutes from './home';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/company/*`: the company lists, details and positions of the requesting site, the new home's companies, the monograms. */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(browseRoutes);
  await app.register(companyHomeRoutes);
};

export default routePlugin('routes/company', companyRoutes);
