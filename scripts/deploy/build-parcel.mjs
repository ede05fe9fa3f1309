// Builds one package of the front end alone, with the full build's own rspack configuration, into a folder of
// its own: the files served now are never touched, and a failing build leaves nothing behind.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configs, findDuplicates, moduleOf, runBuilds } from '../build/parcels.mjs';
import { checkRouterImports } from '../build/router-imports.mjs';
import { compressedVersions, TEXT_FILE } from '../build/compress.mjs';
import { ROOT } from '../build/paths.mjs';

/** The packages a deploy can ship (rspack-built; the vendor modules change only with a full build). */
export const deployable = () => configs().map((c) => c.name);

/** `mf-home` or `@campus/mf-home` → the build's name, or null when it is none of the deployable ones. */
export function packageNamed(arg) {
  return deployable().find((name) => name === arg || moduleOf(name) === arg) ?? null;
}

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/**
 * Builds package `name` (from `source`, a copy of its folder, when given) and returns its module name, its entry
 * URL, its named lazy chunks (for the server's preloads) and every file to upload (`{ key, bytes }`, .br/.gz beside each text file as the full build writes them).
 */
export async function buildPackage(name, { source } = {}) {
  const base = configs().find((c) => c.name === name);
  const out = await mkdtemp(path.join(tmpdir(), `deploy-${name}-`));
  const config = {
    ...base,
    output: { ...base.output, path: out },
    ...(source && {
      context: path.resolve(source),
      // a copy outside the repository still finds the repository's dependencies
      resolve: { ...base.resolve, modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      resolveLoader: { modules: ['node_modules', path.join(ROOT, 'node_modules')] },
    }),
  };
  try {
    const built = await runBuilds([config]);
    const problems = [...findDuplicates(built.modulesByPackage), ...(await checkRouterImports())];
    if (problems.length) throw new Error(problems.join('\n'));
    const files = [];
    for await (const file of filesIn(out)) {
      const bytes = await readFile(file);
      const key = path.posix.join('assets', name, path.relative(out, file).split(path.sep).join('/'));
      files.push({ key, bytes });
      if (TEXT_FILE.test(file)) for (const c of compressedVersions(bytes)) files.push({ key: `${key}${c.ext}`, bytes: c.bytes });
    }
    const module = moduleOf(name);
    return { module, url: built.imports[module], chunks: built.chunks[module] ?? null, files };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
