// The floor page's own static server (node:http), with the product server's treatment of each kind of file
// (api/src/routes/web/index.ts and plugins/compression.ts, measured with curl): the page revalidated, hashed
// assets precompressed (brotli, else gzip) and immutable, /static images for a day; the page and SVG images
// over 1 KB gzipped as sent, as the product's server does; keep-alive as Fastify's.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'application/javascript; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

function fileOf(dir, urlPath) {
  const rel = urlPath === '/' ? 'index.html' : decodeURIComponent(urlPath).replace(/^\/+/, '');
  const file = path.resolve(dir, rel);
  if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Serves `dir` on `port` (127.0.0.1; Chromium resolves *.localhost there). Resolves with the server once listening. */
export function startFloorServer(dir, port) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = fileOf(root, urlPath);
    if (!file) return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    if (urlPath === '/' || file.endsWith('.html')) headers['cache-control'] = 'no-cache';
    else if (urlPath.startsWith('/assets/')) headers['cache-control'] = IMMUTABLE;
    else headers['cache-control'] = 'public, max-age=86400';
    let body = file;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (urlPath.startsWith('/assets/')) {
      headers.vary = 'accept-encoding';
      for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
        if (accepts.includes(encoding) && existsSync(file + ext)) {
          body = file + ext;
          headers['content-encoding'] = encoding;
          break;
        }
      }
    }
    let data = readFileSync(body);
    if (!headers['content-encoding'] && /html|svg/.test(headers['content-type']) && data.length >= 1024 && /\bgzip\b/.test(accepts)) {
      data = gzipSync(data);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(data.length);
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : data);
  });
  server.keepAliveTimeout = 72_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
