// Subresource-integrity hashes for the import map and the page: SystemJS puts a map's `integrity` entry on the
// script it loads (systemjs/dist/system.js createScript), so a file whose bytes differ from the build's is
// refused. Lazy chunks are loaded by rspack's runtime, which carries their hashes itself (parcels.mjs); the map
// also lists the named chunks the server preloads, as a preload must carry the integrity its script has.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The SRI value of exactly these bytes (sha384, as the browser checks them after decoding br/gzip). */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The file a map URL (`/assets/…`, `/vendor/…`) names inside the served folder. */
export function fileOfUrl(webDir, url) {
  const relative = path.normalize(decodeURIComponent(url.replace(/^\//, '')));
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${url} is outside ${webDir}`);
  return path.join(webDir, relative);
}

/** `integrity` for every URL of `urls`, read from the files as served from `webDir`, sorted by URL. */
export async function integrityOf(webDir, urls) {
  urls = [...new Set(urls)].sort();
  const entries = await Promise.all(urls.map(async (url) => [url, sri(await readFile(fileOfUrl(webDir, url)))]));
  return Object.fromEntries(entries);
}
