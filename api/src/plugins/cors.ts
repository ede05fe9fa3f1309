import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listSiteHosts } from '../db/repositories/site';
import { isOurOrigin } from '../lib/our-origin';

export type CorsPluginOptions = {
  /** CORS_ORIGINS: extra origins (scheme, host and port) allowed besides the site hosts. */
  corsOrigins: string[];
};

const ALLOWED_METHODS = 'GET, POST';

/**
 * CORS for our own sites only (docs/decisions.md "Server"): sites are served on their own hosts, and the API may be
 * called across them (API_BASE) with credentials. An origin is ours by lib/our-origin.ts, judged against the request
 * (the scheme and port it arrived on), so the answer depends on the request:
 * - every answer varies by Origin;
 * - an origin of ours gets Access-Control-Allow-Origin (itself) and -Allow-Credentials;
 * - its preflight (OPTIONS) is answered here, 204, with the methods (GET, POST) and the headers it asks for;
 * - a preflight from anywhere else, or without an Origin, is not found (404), and nothing else is added.
 * This is what @fastify/cors answered with a per-request delegator, the only form of it that sees the request; that
 * rebuilt and copied its options on every request, a quarter of a cached read's throughput (site info).
 */
export default fp<CorsPluginOptions>(
  async (app, opts) => {
    const policy = { siteHosts: new Set(await listSiteHosts(app.db)), extra: new Set(opts.corsOrigins) };
    const ours = (request: FastifyRequest, origin: string | undefined): origin is string => origin !== undefined && isOurOrigin(origin, request, policy);

    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      if (!ours(request, origin)) {
        reply.header('vary', 'Origin');
        return done();
      }
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
      if (request.method !== 'OPTIONS') {
        reply.header('vary', 'Origin');
        return done();
      }
      const asked = request.headers['access-control-request-headers'];
      reply.header('vary', 'Origin, Access-Control-Request-Headers').header('access-control-allow-methods', ALLOWED_METHODS);
      if (asked !== undefined) reply.header('access-control-allow-headers', asked);
      // answered in the hook, before the session and limits: a browser sends a preflight without cookies
      reply.code(204).header('content-length', '0').send();
    });

    // Fastify answers OPTIONS only on a route: every preflight not answered above is not found
    app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  },
  { name: 'cors', dependencies: ['db'] },
);
