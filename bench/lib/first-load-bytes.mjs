// Scripts and stylesheets of a page's first load, gzip level 9, as e2e/bundle-budget.spec.ts counts scripts:
// every file the page fetched, but not the idle-time prefetches of other parcels (link rel=prefetch, fetched
// at the lowest priority and not run), which are the next route's, not this page's. Stylesheets count too: the
// parcels write theirs to files while a build with style-loader carries them in its JavaScript, so scripts
// alone would compare unlike with like.
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

async function filesOf(requests, resourceType) {
  const fetched = requests.filter((r) => r.resourceType === resourceType && r.priority !== 'Lowest' && r.statusCode === 200);
  const files = {};
  for (const url of new Set(fetched.map((r) => r.url))) files[new URL(url).pathname] = await gzipBytes(url);
  return files;
}

/** The gzip size of each first-load script and stylesheet in Lighthouse's network-requests items ({ js, css }: { path: bytes }). */
export async function firstLoadFiles(requests) {
  return { js: await filesOf(requests, 'Script'), css: await filesOf(requests, 'Stylesheet') };
}

/** What only a composed page loads, whatever its parcels hold: SystemJS, single-spa and the boot script. */
export const MACHINERY = /^\/(vendor\/(system|single-spa)|assets\/boot)\.[0-9a-f]+\.js$/;
