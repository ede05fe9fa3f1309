// (No eval source maps: the site's CSP forbids eval.)
// `npm run dev -w <parcel>`: builds one parcel on every change and serves it alone, so QA or a feature
// team can swap it into a running site with import-map-overrides (README "Swapping one parcel").
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { config, configs, externalsOf, moduleOf } from './build/parcels.mjs';
import { ROOT, PARCELS } from './build/paths.mjs';

const pkg = process.argv[2];
const all = ['shared-utils', 'root-config', ...PARCELS];
if (!all.includes(pkg)) {
  console.error(`usage: node scripts/dev-parcel.mjs <${all.join('|')}>`);
  process.exit(1);
}
const port = Number(process.env.PARCEL_PORT ?? 9100 + all.indexOf(pkg));
const out = path.join(ROOT, 'dist/dev', pkg);
// shared-utils is three System modules (the core, the student areas and the forms); all are built and served here.
const bases = pkg === 'shared-utils' ? configs().filter((c) => c.name.startsWith('shared-utils')) : [config(pkg, pkg === 'root-config' ? `${pkg}.ts` : `${pkg}.tsx`, externalsOf(pkg))];
const compiler = rspack(
  bases.map((base) => ({
    ...base,
    mode: 'development',
    devtool: 'cheap-module-source-map',
    // each of shared-utils' modules in its own folder, so their chunk names cannot collide
    output: { ...base.output, path: bases.length > 1 ? path.join(out, base.name) : out, filename: '[name].js', chunkFilename: '[name].js' },
  })),
);

compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err || stats.hasErrors()) console.error(err ?? stats.toString({ all: false, errors: true }));
  else console.log(`${pkg} rebuilt at ${new Date().toLocaleTimeString()}`);
});

// the parcels' chunks: scripts, their extracted CSS and source maps (a browser refuses CSS sent as a script)
const TYPES = { '.js': 'application/javascript', '.css': 'text/css', '.map': 'application/json' };

createServer(async (req, res) => {
  const file = path.join(out, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, ''));
  res.setHeader('Access-Control-Allow-Origin', '*');
  try {
    const body = await readFile(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
}).listen(port, () => {
  for (const { name } of bases) {
    const url = `http://localhost:${port}/${bases.length > 1 ? `${name}/` : ''}${name}.js`;
    const module = moduleOf(name);
    console.log(`Serving ${module} at ${url}`);
    console.log(`In the running site's console: localStorage.setItem('devtools', 'true'); importMapOverrides.addOverride('${module}', '${url}'); then reload.`);
  }
});
