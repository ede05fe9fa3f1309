// The student and forms modules take every core file of shared-utils from the core module, by the names the core
// entry (shared-utils.ts) exports (the build's split: scripts/build/shared-utils-split.cjs). A name the entry does
// not export arrives as undefined in the browser only (Node and Jest read the file itself): a regular expression
// moved to a core file once made the resume form throw "Cannot read properties of undefined (reading 'test')".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as core from './shared-utils';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS definition of the split
const { STUDENT_SOURCES, FORMS_SOURCES } = require('../../scripts/build/shared-utils-split.cjs') as { STUDENT_SOURCES: RegExp; FORMS_SOURCES: RegExp };

const SRC = __dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
const isCore = (file: string) => !STUDENT_SOURCES.test(file) && !FORMS_SOURCES.test(file);
const resolve = (from: string, request: string) => {
  const target = path.resolve(path.dirname(from), request);
  return /\.tsx?$/.test(target) ? target : [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) => sources(path.dirname(f)).includes(f)) ?? `${target}.ts`;
};

/** The value names a file imports (or re-exports) from other shared-utils files that belong to the core. */
function coreImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']*)'/g)) {
    if (m[1] || !isCore(resolve(file, m[3]!))) continue;
    for (const spec of m[2]!.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (spec.startsWith('type ')) continue;
      names.push(`${spec.split(/\s+as\s+/)[0]} (${path.relative(SRC, file)})`);
    }
  }
  return names;
}

describe('the core module, as the student and forms modules import it', () => {
  it('exports every name they take from a core file', () => {
    const split = sources(SRC).filter((f) => !isCore(f));
    expect(split.length).toBeGreaterThan(20);
    const missing = split.flatMap(coreImports).filter((entry) => !(entry.split(' ')[0]! in core));
    expect(missing).toEqual([]);
  });
});
