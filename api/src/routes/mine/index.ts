import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The mine area's routes (registered once in app.ts; add sub-plugins here). */
const mineRoutes: FastifyPluginAsyncTypebox = async () => {};

export default mineRoutes;
