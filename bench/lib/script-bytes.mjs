// JavaScript of a page's first load, gzip level 9, as e2e/bundle-budget.spec.ts counts it: every script the
// page fetched, but not the idle-time prefetches of other parcels (link rel=prefetch, fetched at the lowest
// priority and not run), which are the next route's, not this page's.
import { gzipSync } from 'node:zlib';

const sizes = new Map();

async function gzipBytes(url) {
  // static files do not depend on the host name; Node need not resolve *.localhost as Chromium does
  const local = new URL(url);
  local.hostname = '127.0.0.1';
  if (!sizes.has(local.href)) {
    const response = await fetch(local);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    sizes.set(local.href, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return sizes.get(local.href);
}

/** The gzip size of each first-load script in Lighthouse's network-requests items ({ url: bytes }). */
export async function firstLoadScripts(requests) {
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.priority !== 'Lowest' && r.statusCode === 200);
  const files = {};
  for (const url of new Set(scripts.map((r) => r.url))) files[new URL(url).pathname] = await gzipBytes(url);
  return files;
}
