// The idle prefetch's manifest (root-config/src/prefetch.ts): per module, the modules its entry registers with
// (SystemJS fetches them only after the entry, a round trip later), the files of each named lazy chunk,
// relative to the entry, and the modules a chunk asks SystemJS for on demand (mf-student's forms module: see
// externalsOf in parcels.mjs). A parcel names a page's chunk after the last segment of its route's path.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { WEB } from './paths.mjs';

const REGISTER = /^System\.register\((\[[^\]]*\])/;
/** An on-demand external in the entry: `1331(e){e.exports=System.import("@campus/shared-utils/forms")}`. */
const ON_DEMAND = /(\d+)\(\w+\)\{\w+\.exports=System\.import\("([^"]+)"\)\}/g;

/** The on-demand modules a chunk's code requires (by the entry's module id: `n(1331)`). */
async function onDemandOf(dir, files, ids) {
  const found = new Set();
  for (const file of files) {
    const code = await readFile(path.join(WEB, dir, file), 'utf8');
    for (const [id, module] of ids) if (new RegExp(`\\w\\(${id}\\)`).test(code)) found.add(module);
  }
  return [...found];
}

/** Writes dist/web/prefetch-manifest.json from the import map's entries and the named chunks of summarize(). */
export async function writePrefetchManifest({ imports, chunks }) {
  const manifest = {};
  for (const [module, entry] of Object.entries(imports)) {
    if (!entry.startsWith('/assets/')) continue;
    const code = await readFile(path.join(WEB, entry), 'utf8');
    const deps = JSON.parse(REGISTER.exec(code)?.[1] ?? '[]');
    const dir = `${path.posix.dirname(entry)}/`;
    const named = Object.entries(chunks[module] ?? {}).map(([name, files]) => [name, files.map((f) => (f.startsWith(dir) ? f.slice(dir.length) : f))]);
    const ids = [...code.matchAll(ON_DEMAND)].map((m) => [m[1], m[2]]);
    const chunkDeps = {};
    for (const [name, files] of named) {
      const needed = ids.length > 0 ? await onDemandOf(dir, files, ids) : [];
      if (needed.length > 0) chunkDeps[name] = needed;
    }
    manifest[module] = { entry, deps, chunks: Object.fromEntries(named), chunkDeps };
  }
  await writeFile(path.join(WEB, 'prefetch-manifest.json'), `${JSON.stringify(manifest)}\n`);
}
