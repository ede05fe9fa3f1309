// The server's layers (docs/architecture.md §4): reads every .ts file under api/src, takes each relative import to
// the top-level folder or file it lands in, and prints every import that runs from a lower layer to a higher one
// (an arrow back up), with the count. Exits 1 when an arrow is not one of ALLOWED_ARROWS below (at most 2, none
// into routes/), or when a folder of api/src stands in no layer. eslint.config.js builds its layer zones from
// API_LAYERS, so the lint and this count hold one order.
//   node scripts/api-layers.mjs          the arrows back up, the count, and what is allowed
//   node scripts/api-layers.mjs --json   every import between two parts of api/src, and the arrows (api/test/api-layers.test.ts)
//   node scripts/api-layers.mjs --src=<folder>   the same over another tree laid out as api/src (the test's made-up ones)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'api/src');

/**
 * api/src's parts (a top-level folder, or a top-level file without `.ts`), bottom to top. A part imports its own
 * layer and those below it, never one above.
 */
export const API_LAYERS = [
  { parts: ['env-reader', 'paths'], what: 'what the process is given: its environment, the repository’s folders' },
  { parts: ['config'], what: 'the configuration, read and checked once (and the installation’s own secrets)' },
  { parts: ['errors'], what: 'the code catalogue, application errors, storage faults' },
  { parts: ['lib'], what: 'pure helpers: no database, no files or connections of ours' },
  { parts: ['db'], what: 'the data layer: connection, migrations, tables, repositories' },
  { parts: ['auth', 'providers', 'ai'], what: 'logins and sessions, the outside services, the AI engine' },
  { parts: ['services', 'seed'], what: 'what several route folders share; the start-up step (migrate, seed) and the demo data' },
  { parts: ['plugins', 'web'], what: 'cross-cutting Fastify plugins; the pages the server renders' },
  { parts: ['routes'], what: 'one folder per URL prefix' },
  { parts: ['app'], what: 'buildApp: plugins, then routes, then the front end' },
  { parts: ['server', 'cluster', 'tools'], what: 'what runs: the only listen, its cluster primary, the npm run tools' },
];

/**
 * The arrows back up that stay, each as { file (under api/src), specifier, reason }: at most 2, none into routes/.
 * The lint's layer zones refuse them too, so each also needs an eslint-disable comment at its import saying why.
 * None stays today.
 */
export const ALLOWED_ARROWS = [];

const MAX_ALLOWED = 2;

const layerOf = new Map(API_LAYERS.flatMap(({ parts }, index) => parts.map((part) => [part, index])));

/** The part of api/src a path under it belongs to: its top-level folder, or its top-level file without extension. */
export function partOf(relative) {
  const [first, ...rest] = relative.split(/[\\/]/);
  return rest.length > 0 ? first : first.replace(/\.(ts|json)$/, '');
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every relative import between two parts of api/src (import, export … from, import type, import()), as
 * { file, specifier, from, to }: file as api/src/…, from and to the parts.
 */
export function apiImports(src = SRC) {
  const imports = [];
  for (const file of sourceFiles(src)) {
    const from = partOf(path.relative(src, file));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(src, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..') || path.isAbsolute(target)) continue;
      const to = partOf(target);
      if (to !== from) imports.push({ file: ['api/src', ...path.relative(src, file).split(path.sep)].join('/'), specifier, from, to });
    }
  }
  return imports;
}

/** The layers' verdict: the arrows back up (each marked allowed or not), and the parts no layer names. */
export function apiLayers(src = SRC) {
  const imports = apiImports(src);
  const unplaced = [...new Set(imports.flatMap(({ from, to }) => [from, to]))].filter((part) => !layerOf.has(part)).sort();
  const arrows = imports
    .filter(({ from, to }) => layerOf.has(from) && layerOf.has(to) && layerOf.get(from) < layerOf.get(to))
    .map((arrow) => {
      const allowed = ALLOWED_ARROWS.find((a) => `api/src/${a.file}` === arrow.file && a.specifier === arrow.specifier);
      return { ...arrow, allowed: Boolean(allowed && arrow.to !== 'routes'), reason: allowed?.reason };
    });
  const ok = unplaced.length === 0 && ALLOWED_ARROWS.length <= MAX_ALLOWED && arrows.every((a) => a.allowed);
  return { imports, arrows, unplaced, ok };
}

function main() {
  const src = process.argv.find((arg) => arg.startsWith('--src='))?.slice('--src='.length);
  const verdict = apiLayers(src ? path.resolve(src) : SRC);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ layers: API_LAYERS, allowed: ALLOWED_ARROWS, ...verdict }));
  } else {
    console.log('api/src layers, bottom to top:');
    API_LAYERS.forEach(({ parts, what }, index) => console.log(`  ${index} ${parts.join(', ')}: ${what}`));
    for (const a of verdict.arrows) {
      const layers = `${a.from} (${layerOf.get(a.from)}) → ${a.to} (${layerOf.get(a.to)})`;
      console.log(`${a.allowed ? 'allowed' : 'ARROW BACK UP'}: ${a.file} imports ${a.specifier}: ${layers}${a.reason ? ` — ${a.reason}` : ''}`);
    }
    for (const part of verdict.unplaced) console.log(`NO LAYER: api/src/${part} — name it in API_LAYERS (scripts/api-layers.mjs)`);
    const allowed = verdict.arrows.filter((a) => a.allowed).length;
    console.log(`${verdict.arrows.length} arrows back up (${allowed} allowed, at most ${MAX_ALLOWED}, none into routes/) among ${verdict.imports.length} imports between parts of api/src`);
  }
  process.exitCode = verdict.ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
