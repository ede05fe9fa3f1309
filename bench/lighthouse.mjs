// Lighthouse 12 (mobile preset, simulated throttling) with Debian's Chromium, in one run (issue 15):
// - the floor page: a one-bundle React 19 page built by the bench (bench/floor/), served by its own static server
//   with the product server's compression and caching headers: what a React page with a header, a banner and a
//   list scores on this machine;
// - the home page of each demo host, composed as it ships (SystemJS, single-spa, the parcels);
// - the same home pages built as one bundle (bench/one-bundle/), served by the real server from their own WEB_DIR
//   (same API, hosts and data): the price of the micro-frontends.
// Pages are measured in turns (floor, homes, one-bundle homes, then again), so a shared machine's load falls on
// all of them alike; figures are medians of LIGHTHOUSE_RUNS runs. Each figure is printed beside its goal, and the
// exit code is 1 when a goal is missed. Needs a build (npm run build). LIGHTHOUSE_DETAIL=1 prints each run's
// timings and LCP element; LIGHTHOUSE_HOSTS=localhost,school.localhost measures only those hosts;
// LIGHTHOUSE_PORT (default 8393) is the first of the three ports used (composed, one-bundle, floor).
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildFloor } from './floor/build-floor.mjs';
import { startFloorServer } from './floor/floor-server.mjs';
import { buildOneBundle } from './one-bundle/build-one-bundle.mjs';
import { firstLoadFiles, MACHINERY } from './lib/first-load-bytes.mjs';
import { GOALS, homeVerdicts, priceVerdicts } from './lib/page-goals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8393);
const [COMPOSED_PORT, ONE_BUNDLE_PORT, FLOOR_PORT] = [PORT, PORT + 1, PORT + 2];
const DEMO_HOSTS = ['localhost', 'school.localhost', 'fair.localhost', 'gate.localhost', 'org.localhost', 'province.localhost'];
const HOSTS = process.env.LIGHTHOUSE_HOSTS ? process.env.LIGHTHOUSE_HOSTS.split(',').map((h) => h.trim()).filter(Boolean) : DEMO_HOSTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const DETAIL = Boolean(process.env.LIGHTHOUSE_DETAIL);
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'];

const productWeb = process.env.WEB_DIR ? path.resolve(root, process.env.WEB_DIR) : path.join(root, 'dist/web');
if (!existsSync(path.join(productWeb, 'index.html'))) {
  console.error(`No build in ${productWeb}: run npm run build first.`);
  process.exit(1);
}
const floorWeb = path.join(root, 'dist/bench-floor');
const oneBundleWeb = path.join(root, 'dist/bench-one-bundle');
console.log('Building the floor page and the one-bundle homes…');
await buildFloor(floorWeb);
await buildOneBundle(oneBundleWeb, productWeb);

const median = (xs) => (xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
const detail = (lhr) => {
  const timings = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
  // what keeps accessibility or best practices below 100
  const failed = ['accessibility', 'best-practices'].flatMap((c) =>
    lhr.categories[c].auditRefs.filter((a) => a.weight > 0 && lhr.audits[a.id].score !== null && lhr.audits[a.id].score < 1).map((a) => a.id),
  );
  return `    ${timings}\n    LCP element: ${lcp}${failed.length ? `\n    failed audits: ${failed.join(', ')}` : ''}`;
};

/** The real server (scripts/serve.mjs) on `port` serving `webDir`; both share one database, seeded by the first. */
async function startServer(port, webDir, dbFile) {
  const server = fork(path.join(root, 'scripts/serve.mjs'), [], {
    env: { ...process.env, PORT: String(port), WEB_DIR: webDir, DATABASE_URL: dbFile, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Campus platform') && resolve());
    server.on('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)));
  });
  return server;
}

const dbFile = path.join(mkdtempSync(path.join(tmpdir(), 'campus-lighthouse-')), 'lh.db');
const composedServer = await startServer(COMPOSED_PORT, productWeb, dbFile);
const oneBundleServer = await startServer(ONE_BUNDLE_PORT, oneBundleWeb, dbFile);
const floorServer = await startFloorServer(floorWeb, FLOOR_PORT);

const pages = [
  { key: 'floor', label: 'floor page', url: `http://localhost:${FLOOR_PORT}/` },
  ...HOSTS.map((host) => ({ key: `composed:${host}`, label: `${host}/#/`, url: `http://${host}:${COMPOSED_PORT}/` })),
  ...HOSTS.map((host) => ({ key: `one-bundle:${host}`, label: `${host}/#/ one bundle`, url: `http://${host}:${ONE_BUNDLE_PORT}/` })),
];
const runs = Object.fromEntries(pages.map((p) => [p.key, { perf: [], lcp: [], tbt: [], a11y: [], bp: [], js: [], css: [], bytes: [], machinery: [] }]));

/**
 * One Lighthouse run of a page. On a loaded machine a run now and then ends without a result (a page that
 * did not paint within Lighthouse's timeout): it is tried again twice, then left out of the medians.
 */
async function measure(page) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const { lhr } = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) return lhr;
    console.log(`  ${page.label}: run failed (${lhr.runtimeError.code}), attempt ${attempt} of 3`);
  }
  return null;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let ok = true;
try {
  console.log(`Lighthouse 12, mobile preset, ${pages.length} pages in turns, median of ${RUNS} runs:`);
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of pages) {
      const lhr = await measure(page);
      if (!lhr) continue;
      const r = runs[page.key];
      const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
      r.perf.push(score('performance'));
      r.a11y.push(score('accessibility'));
      r.bp.push(score('best-practices'));
      r.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      r.tbt.push(lhr.audits['total-blocking-time'].numericValue);
      const files = await firstLoadFiles(lhr.audits['network-requests']?.details?.items ?? []);
      const sum = (entries) => entries.reduce((a, [, b]) => a + b, 0);
      r.js.push(sum(Object.entries(files.js)));
      r.css.push(sum(Object.entries(files.css)));
      r.bytes.push(r.js.at(-1) + r.css.at(-1));
      r.machinery.push(sum(Object.entries(files.js).filter(([f]) => MACHINERY.test(f))));
      const list = (o) => Object.entries(o).map(([f, b]) => `${f} ${(b / 1024).toFixed(1)}`).join(', ');
      if (DETAIL) console.log(`  run ${i + 1} ${page.label}\n${detail(lhr)}\n    scripts (gzip): ${list(files.js)}\n    stylesheets (gzip): ${list(files.css)}`);
    }
  }
  const med = Object.fromEntries(pages.map((p) => [p.key, Object.fromEntries(Object.entries(runs[p.key]).map(([k, xs]) => [k, median(xs)]))]));
  const floor = med.floor;
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\n${'page'.padEnd(32)} ${'perf'.padEnd(5)} ${'LCP'.padEnd(7)} ${'TBT'.padEnd(7)} a11y  BP   ${'JS gzip'.padEnd(9)} CSS gzip`);
  for (const p of pages) {
    const m = med[p.key];
    console.log(`${p.label.padEnd(32)} ${String(m.perf).padEnd(5)} ${s(m.lcp).padEnd(7)} ${`${Math.round(m.tbt)} ms`.padEnd(7)} ${String(m.a11y).padEnd(5)} ${String(m.bp).padEnd(4)} ${kb(m.js).padEnd(9)} ${kb(m.css)}`);
  }
  console.log(`\nGoals of each home (issue 15): perf ≥ ${GOALS.minPerf} and ≥ floor − ${GOALS.perfBelowFloor} (${floor.perf - GOALS.perfBelowFloor}), LCP ≤ ${GOALS.lcpOverFloor} × floor (${s(floor.lcp * GOALS.lcpOverFloor)}), a11y and BP = 100:`);
  for (const host of HOSTS) {
    const verdicts = homeVerdicts(med[`composed:${host}`], floor);
    if (verdicts.some((v) => !v.ok)) ok = false;
    console.log(`  ${host.padEnd(20)} ${verdicts.map((v) => `${v.ok ? 'ok' : 'MISS'} ${v.text}`).join(' · ')}`);
  }
  console.log(`The price of micro-frontends: composed ≤ ${GOALS.overOneBundle} × one bundle, first-load JS + CSS gzip and LCP (the least bytes ratio\nany composition of these pages can have is the one bundle's plus SystemJS, single-spa and the boot script over the one bundle's):`);
  for (const host of HOSTS) {
    const verdicts = priceVerdicts(med[`composed:${host}`], med[`one-bundle:${host}`]);
    if (verdicts.some((v) => !v.ok)) ok = false;
    console.log(`  ${host.padEnd(20)} ${verdicts.map((v) => `${v.ok ? 'ok' : 'MISS'} ${v.text}`).join(' · ')}`);
  }
} finally {
  await chrome.kill();
  composedServer.kill();
  oneBundleServer.kill();
  floorServer.close();
  floorServer.closeAllConnections();
}
process.exit(ok ? 0 : 1);
