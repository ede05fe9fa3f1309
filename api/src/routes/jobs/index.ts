import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The jobs area's routes (registered once in app.ts; add sub-plugins here). */
const jobsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default jobsRoutes;
