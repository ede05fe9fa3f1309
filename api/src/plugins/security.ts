import helmet from 'helmet';
import fp from 'fastify-plugin';
import { ARTICLE_IFRAME_HOSTS } from '../lib/sanitize-article';

export type SecurityPluginOptions = {
  /** CSP hashes of the inline scripts of index.html (the config script; the build writes no other). */
  scriptHashes: string[];
  apiBase: string;
  analyticsSrc: string;
  /** Allows scripts from localhost ports so QA can swap in a parcel served alone (import-map-overrides). */
  devTools: boolean;
};

const originOf = (url: string): string[] => {
  try {
    return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** Security headers with a strict CSP (CORS: plugins/cors.ts; rate limits: plugins/rate-limits.ts). */
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
  },
  { name: 'security' },
);
