// The router vendor module exports only ROUTER_EXPORTS; this finds source imports of anything else,
// which would otherwise be `undefined` at run time.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, PARCELS } from './paths.mjs';
import { ROUTER_EXPORTS } from './vendor.mjs';

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // testing/ folders hold test helpers only (never built), which may use the memory router
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sources(full);
    }
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;

export async function checkRouterImports() {
  const problems = [];
  for (const pkg of ['shared-utils', 'root-config', ...PARCELS]) {
    for await (const file of sources(path.join(ROOT, pkg, 'src'))) {
      const text = await readFile(file, 'utf8');
      for (const [, typeOnly, names] of text.matchAll(IMPORT)) {
        if (typeOnly) continue;
        for (const raw of names.split(',')) {
          const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (name && !raw.trim().startsWith('type ') && !ROUTER_EXPORTS.includes(name)) {
            problems.push(`${path.relative(ROOT, file)} imports ${name} from the router; add it to ROUTER_EXPORTS in scripts/build/vendor.mjs`);
          }
        }
      }
    }
  }
  return problems;
}
