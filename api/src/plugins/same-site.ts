import fp from 'fastify-plugin';
import { listSiteHosts } from '../db/repositories/site';
import { CODES } from '../errors/codes';
import { isApiPath } from '../lib/api-path';
import { fail } from '../lib/envelope';
import { isOurOrigin, refererOrigin } from '../lib/our-origin';

/**
 * The GET calls that change state (the spec names them GET): logging in and out, sending a code, starting and
 * collecting a QR login, making a captcha puzzle, deleting an attachment, recording video progress. Not listed:
 * /api/user/qrconfirm, the phone page a login QR opens (a top-level visit from the phone's scanner; it only marks
 * its unguessable code scanned, and confirming is a POST).
 */
export const STATE_CHANGING_GETS: readonly string[] = [
  '/api/user/login',
  '/api/user/sendcode',
  '/api/user/loginout',
  '/api/user/loginbyqrcode',
  '/api/user/transferlogin',
  '/api/site/getloginqrcode',
  '/api/captcha/get',
  '/api/resume/deleteattachment',
  '/api/abilityimprovement/watched',
  // a socket carries the page's messages: only our own pages may open one (cross-site WebSocket hijacking)
  '/api/livefair/socket',
];

export type SameSitePluginOptions = {
  /** CORS_ORIGINS: extra origins (scheme, host, port) allowed besides the site hosts. */
  corsOrigins: string[];
};

/**
 * docs/architecture.md §4: every call that changes state refuses requests from anywhere but our own sites. A POST
 * to the API, or one of STATE_CHANGING_GETS (HEAD too: Fastify runs the GET handler for it), that the browser marks
 * `Sec-Fetch-Site: cross-site` or `same-site` must come from an origin that is exactly one of ours
 * (lib/our-origin.ts: scheme, host and port), by its Origin, else its Referer; else HTTP 403 and 40301 before
 * anything runs. Same-site is no proof: a page on another port of the same host, or any sibling subdomain, is
 * same-site to the browser. A browser that sends no Sec-Fetch-Site is judged alike. Same-origin and
 * user-initiated (`none`) requests pass, and so do requests with no mark, Origin or Referer (server-side callers).
 */
export default fp<SameSitePluginOptions>(
  async (app, opts) => {
    const policy = { siteHosts: new Set(await listSiteHosts(app.db)), extra: new Set(opts.corsOrigins) };
    const guardedGets = new Set(STATE_CHANGING_GETS);

    app.addHook('onRequest', (request, reply, done) => {
      const mark = request.headers['sec-fetch-site'];
      const { method } = request;
      // the matched route, so an encoded or otherwise respelled path is caught as well
      const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      const guarded = method === 'POST' ? isApiPath(request.url) : (method === 'GET' || method === 'HEAD') && guardedGets.has(route);
      if (!guarded) return done();
      if (mark === 'same-origin' || mark === 'none') return done();
      // its Origin or Referer says where the request comes from; a marked one that says nothing is not ours
      const from = request.headers.origin ?? refererOrigin(request.headers.referer);
      if ((from === undefined && mark === undefined) || isOurOrigin(from, request, policy)) return done();
      reply.code(403).send(fail(CODES.crossSite));
    });
  },
  { name: 'same-site', dependencies: ['db'] },
);
