import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listSiteHosts } from '../db/repositories/site';
import { isOurOrigin } from '../lib/our-origin';
import { ARTICLE_IFRAME_HOSTS } from '../lib/sanitize-article';

export type SecurityPluginOptions = {
  /** CSP hashes of the inline scripts of index.html (the config script; the build writes no other). */
  scriptHashes: string[];
  apiBase: string;
  analyticsSrc: string;
  /** Allows scripts from localhost ports so QA can swap in a parcel served alone (import-map-overrides). */
  devTools: boolean;
  corsOrigins: string[];
};

const originOf = (url: string): string[] => {
  try {
    return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** Security headers with a strict CSP, and CORS limited to our site origins (rate limits: plugins/rate-limits.ts). */
export default fp<SecurityPluginOptions>(
  async (app, opts) => {
    const analytics = originOf(opts.analyticsSrc);
    const devSources = opts.devTools ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
    // helmet's middleware, built once: @fastify/helmet rebuilds it (and re-parses the CSP) on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // A fixed policy: helmet builds the header once instead of on every response.
          scriptSrc: ["'self'", ...analytics, ...devSources, ...opts.scriptHashes],
          scriptSrcAttr: ["'none'"],
          // dev sources: a parcel swapped in from `npm run dev -w <parcel>` brings its extracted CSS from there
          styleSrc: ["'self'", "'unsafe-inline'", ...devSources],
          imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...originOf(opts.apiBase), ...analytics, ...devSources],
          // articles may embed the players of a few video sites (the sanitiser keeps no other iframe)
          frameSrc: ["'self'", ...ARTICLE_IFRAME_HOSTS.map((host) => `https://${host}`)],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // The demo hosts are plain http; HSTS there would only confuse browsers.
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

    // Sites are served on their own hosts; the API may be called across them (API_BASE) with credentials.
    // Exact origins only (scheme, host and port: lib/our-origin.ts), judged per request.
    const policy = { siteHosts: new Set(await listSiteHosts(app.db)), extra: new Set(opts.corsOrigins) };
    await app.register(cors, {
      delegator: (request, callback) => callback(null, { credentials: true, methods: ['GET', 'POST'], origin: isOurOrigin(request.headers.origin, request as FastifyRequest, policy) }),
    });
  },
  { name: 'security', dependencies: ['db'] },
);
