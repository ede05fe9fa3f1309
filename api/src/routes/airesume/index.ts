import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import diagnoseRoutes from './diagnose';
import parseRoutes from './parse';
import wishRoutes from './wish';
import { routePlugin } from '../../lib/route-plugin';

/**
 * `/api/airesume/*` (issue 11; docs/api-ai.md): the AI resume tools, student-only on a site with them open.
 * Multipart parsing is registered here for the uploads of parse and diagnose (as in the resume area).
 */
const aiResumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 10, parts: 12 } });
  await app.register(diagnoseRoutes);
  await app.register(parseRoutes);
  await app.register(wishRoutes);
};

export default routePlugin('routes/airesume', aiResumeRoutes);
