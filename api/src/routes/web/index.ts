import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteInfo } from '@campus/shared-utils';
import { TtlCache } from '../../lib/ttl-cache';
import { loadSiteRecord } from '../../services/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { firstPaint, injectFirstPaint, type FirstPaint } from '../../web/first-paint';
import { injectSiteInfo, type IndexPage } from '../../web/index-page';
import { notBuiltPage } from '../../web/not-built-page';
import { FAVICON_PATH } from '../../lib/html';
import { ensureClientToken } from '../../lib/client-token';
import { routePlugin } from '../../lib/route-plugin';

export type WebRoutesOptions = { webDir: string; staticDir: string; indexPage: IndexPage; sourceMaps: boolean };

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content hash in the file name (e.g. react.d73e8c84e3.js) means the file never changes. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * The built front end: index.html with the runtime config, the import map (always revalidated), content-hashed
 * assets (cached for a year), and /static images, which also come straight from root-config/public/static.
 */
const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, { webDir, staticDir, indexPage, sourceMaps }) => {
  // A stale entry costs at most a wasted preload, so the site-info lifetime is enough.
  const paints = new TtlCache<FirstPaint>(app.config.siteCacheMs);
  const paintOf = (host: string, siteJson: string, request: FastifyRequest) =>
    paints.get(host, async () => {
      const { data } = JSON.parse(siteJson) as { data: SiteInfo };
      const record = await loadSiteRecord(app.db, host, app.config.defaultSiteHost);
      const files = { entry: (module: string) => indexPage.moduleUrl(module), chunk: (module: string, name: string) => indexPage.chunkUrls(module, name), integrity: (url: string) => indexPage.integrityOf(url) };
      return firstPaint(app.db, record, data, files, inlineStaticSvg, request.log);
    });

  // The brand logo in the shell header bar: an SVG of /static under 4 KB goes into the page itself.
  const staticDirs = [path.join(webDir, 'static'), staticDir];
  const inlineStaticSvg = (url: string): string | undefined => {
    if (!/^\/static\/[\w/.-]+\.svg$/.test(url) || url.includes('..')) return undefined;
    for (const dir of staticDirs) {
      const file = path.join(dir, url.slice('/static/'.length));
      if (!existsSync(file) || statSync(file).size > 4096) continue;
      return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
    }
    return undefined;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = indexPage.html();
    if (html === null) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage());
    // The host's site information travels inside the page: the root config starts without waiting for it.
    const host = requestSiteHost(request);
    const site = await app.siteInfoJson(host);
    const page = injectFirstPaint(injectSiteInfo(html, site), await paintOf(host, site, request));
    const issued = ensureClientToken(app, request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', issued ? 'private, no-cache' : 'no-cache').send(page);
  };
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  // clients that ask without reading a page (bookmarks, feed readers) get the icon the pages link
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.redirect(FAVICON_PATH, 301));

  const assetsDir = path.join(webDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    // The build writes .br and .gz beside each file (scripts/build/compress.mjs).
    preCompressed: true,
    dotfiles: 'ignore',
    // source maps give the sources away: served only when SOURCE_MAPS asks (off in production)
    allowedPath: (pathName) => sourceMaps || !/\.map$/.test(pathName),
    cacheControl: false,
    logLevel: 'warn',
    setHeaders: (reply, file) => {
      const served = file.replace(/\.(br|gz)$/, '');
      reply.header('cache-control', served.startsWith(assetsDir) || HASHED_NAME.test(path.basename(served)) ? IMMUTABLE : 'no-cache');
    },
  });

  // The built copy first (it is what the build shipped), then the source folder so images work without a build.
  const staticRoots = [path.join(webDir, 'static'), staticDir].filter((dir, i, all) => existsSync(dir) && all.indexOf(dir) === i);
  if (staticRoots.length > 0) {
    await app.register(fastifyStatic, {
      root: staticRoots,
      prefix: '/static/',
      index: false,
      dotfiles: 'ignore',
      decorateReply: false,
      cacheControl: false,
      logLevel: 'warn',
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  }
};

export default routePlugin('routes/web', webRoutes);
