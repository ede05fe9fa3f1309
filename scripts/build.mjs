// `npm run build`: vendor modules (rollup), shared-utils, root-config and parcels (rspack),
// then the import map and index.html, all in dist/web (WEB_DIR). Fails when a parcel bundles its own copy
// of a shared module. `--update-map` also refreshes the committed import-map.json (scripts/build/html.mjs).
import { buildVendor } from './build/vendor.mjs';
import { buildParcels, findDuplicates } from './build/parcels.mjs';
import { ensureDirs, writePage } from './build/html.mjs';
import { checkRouterImports } from './build/router-imports.mjs';
import { precompress } from './build/compress.mjs';
import { writePrefetchManifest } from './build/prefetch-manifest.mjs';
import { WEB } from './build/paths.mjs';

const started = performance.now();
await ensureDirs();
const [vendor, parcels] = await Promise.all([buildVendor(), buildParcels()]);
const problems = [...findDuplicates(parcels.modulesByPackage), ...(await checkRouterImports())];
if (problems.length) {
  console.error(`Build failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
await writePage({ imports: { ...vendor.imports, ...parcels.imports }, scripts: vendor.scripts, chunks: parcels.chunks, updateMap: process.argv.includes('--update-map') });
await writePrefetchManifest(parcels);
await precompress(WEB);
console.log(`Built dist/web in ${((performance.now() - started) / 1000).toFixed(1)} s`);
