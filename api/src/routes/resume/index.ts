import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The resume area's routes (registered once in app.ts; add sub-plugins here). */
const resumeRoutes: FastifyPluginAsyncTypebox = async () => {};

export default resumeRoutes;
