// Builds a plain one-bundle React app (no SystemJS, no import map) with the product's own rspack settings
// (scripts/build/parcels.mjs: the same swc targets, CSS loaders, minifier and TypeBox stand-in), so what the
// bench compares with the product differs only in how it is put together, not in how it is compiled.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { config } from '../../scripts/build/parcels.mjs';
import { precompress } from '../../scripts/build/compress.mjs';

/**
 * Builds `entry` into `<webDir>/assets/<name>/` with React and everything else bundled in, then writes the
 * .br/.gz files beside them as the product's build does. Returns the entry file's URL and its named lazy
 * chunks' URLs ({ chunkName: [url] }).
 */
export async function buildApp({ name, entry, webDir, alias = {} }) {
  const base = config('shared-utils', 'unused', [], name);
  const outDir = path.join(webDir, 'assets', name);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const compiler = rspack({
    ...base,
    context: path.dirname(entry),
    entry: { [name]: entry },
    output: { ...base.output, path: outDir, publicPath: `/assets/${name}/`, library: undefined },
    externals: [],
    externalsType: undefined,
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...alias } },
  });
  const stats = await new Promise((resolve, reject) => {
    compiler.run((err, result) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (result.hasErrors()) return reject(new Error(result.toString({ all: false, errors: true })));
      resolve(result);
    });
  });
  await precompress(outDir);
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true });
  const url = (file) => `/assets/${name}/${file}`;
  const main = url(json.entrypoints[name].assets.find((a) => a.name.endsWith('.js')).name);
  const chunks = Object.fromEntries(
    Object.entries(json.namedChunkGroups ?? {})
      .filter(([chunk]) => chunk !== name)
      .map(([chunk, group]) => [chunk, group.assets.filter((a) => a.name.endsWith('.js')).map((a) => url(a.name))]),
  );
  return { main, chunks };
}
