// The idle prefetch's manifest (root-config/src/prefetch.ts): per module, the modules its entry registers with
// (SystemJS fetches them only after the entry, a round trip later) and the files of each named lazy chunk,
// relative to the entry. A parcel names a page's chunk after the last segment of its route's path.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { WEB } from './paths.mjs';

const REGISTER = /^System\.register\((\[[^\]]*\])/;

/** Writes dist/web/prefetch-manifest.json from the import map's entries and the named chunks of summarize(). */
export async function writePrefetchManifest({ imports, chunks }) {
  const manifest = {};
  for (const [module, entry] of Object.entries(imports)) {
    if (!entry.startsWith('/assets/')) continue;
    const code = await readFile(path.join(WEB, entry), 'utf8');
    const deps = JSON.parse(REGISTER.exec(code)?.[1] ?? '[]');
    const dir = `${path.posix.dirname(entry)}/`;
    const named = Object.entries(chunks[module] ?? {}).map(([name, files]) => [name, files.map((f) => (f.startsWith(dir) ? f.slice(dir.length) : f))]);
    manifest[module] = { entry, deps, chunks: Object.fromEntries(named) };
  }
  await writeFile(path.join(WEB, 'prefetch-manifest.json'), `${JSON.stringify(manifest)}\n`);
}
