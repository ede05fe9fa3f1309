// `npm run dev`: builds everything once, then rebuilds on every source change (rewriting the import
// map) while the server runs. Reload the page to see a change.
import { rspack } from '@rspack/core';
import { buildVendor } from './build/vendor.mjs';
import { configs, summarize } from './build/parcels.mjs';
import { ensureDirs, writePage } from './build/html.mjs';

await ensureDirs();
const vendor = await buildVendor();
const compiler = rspack(configs().map((c) => ({ ...c, mode: 'development', devtool: 'cheap-module-source-map' })));
let serving = false;
compiler.watch({ aggregateTimeout: 200 }, async (err, multi) => {
  if (err || multi.hasErrors()) {
    console.error(err ?? multi.toString({ all: false, errors: true }));
    return;
  }
  const { imports, chunks } = summarize(multi);
  await writePage({ imports: { ...vendor.imports, ...imports }, scripts: vendor.scripts, chunks });
  console.log(`rebuilt at ${new Date().toLocaleTimeString()}`);
  if (!serving) {
    serving = true;
    await import('./serve.mjs');
  }
});
