// (No eval source maps: the site's CSP forbids eval.)
// `npm run dev -w <parcel>`: builds one parcel on every change and serves it alone, so QA or a feature
// team can swap it into a running site with import-map-overrides (README "Swapping one parcel").
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { config, SHARED, VENDOR_ONLY } from './build/parcels.mjs';
import { ROOT, PARCELS } from './build/paths.mjs';

const pkg = process.argv[2];
const all = ['shared-utils', 'root-config', ...PARCELS];
if (!all.includes(pkg)) {
  console.error(`usage: node scripts/dev-parcel.mjs <${all.join('|')}>`);
  process.exit(1);
}
const port = Number(process.env.PARCEL_PORT ?? 9100 + all.indexOf(pkg));
const out = path.join(ROOT, 'dist/dev', pkg);
const base = config(pkg, pkg === 'shared-utils' || pkg === 'root-config' ? `${pkg}.ts` : `${pkg}.tsx`, pkg === 'shared-utils' ? VENDOR_ONLY : SHARED);
const compiler = rspack({
  ...base,
  mode: 'development',
  devtool: 'cheap-module-source-map',
  output: { ...base.output, path: out, filename: '[name].js', chunkFilename: '[name].js' },
});

compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err || stats.hasErrors()) console.error(err ?? stats.toString({ all: false, errors: true }));
  else console.log(`${pkg} rebuilt at ${new Date().toLocaleTimeString()}`);
});

createServer(async (req, res) => {
  const file = path.join(out, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, ''));
  res.setHeader('Access-Control-Allow-Origin', '*');
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
}).listen(port, () => {
  const url = `http://localhost:${port}/${pkg}.js`;
  console.log(`Serving ${pkg} at ${url}`);
  console.log(`In the running site's console: localStorage.setItem('devtools', 'true'); importMapOverrides.addOverride('@campus/${pkg}', '${url}'); then reload.`);
});
