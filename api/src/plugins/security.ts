import type { IncomingMessage, ServerResponse } from 'node:http';
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

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, read once. Its policies are fixed, so every answer gets the same ones: copying
 * them into the reply costs a fraction of running its twelve middlewares, which set each header on the socket's
 * response again (about a tenth of a cached read's time).
 */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers with a strict CSP (CORS: plugins/cors.ts; rate limits: plugins/rate-limits.ts). */
export default fp<SecurityPluginOptions>(
  async (app, opts) => {
    const analytics = originOf(opts.analyticsSrc);
    const devSources = opts.devTools ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
    const securityHeaders = headersOf(
      helmet({
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
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
  },
  { name: 'security' },
);
