// Lighthouse (mobile preset, simulated throttling) on the home pages of localhost and school.localhost,
// with Debian's Chromium; ARCHITECTURE §7 wants performance, accessibility and best practices ≥ 95.
// Prints the median of several runs per page. Needs a build (npm run build).
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 8393;
const PAGES = [`http://localhost:${PORT}/`, `http://school.localhost:${PORT}/`];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const BUDGET = 95;
// LIGHTHOUSE_DETAIL=1 prints each run's timings and what the LCP element was, to see where time goes.
const DETAIL = Boolean(process.env.LIGHTHOUSE_DETAIL);
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'];
const detail = (lhr) => {
  const timings = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
  return `  ${timings}\n  LCP element: ${lcp}`;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-lighthouse-'));
const server = fork(path.join(root, 'scripts/serve.mjs'), [], {
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: path.join(dataDir, 'lh.db'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('Campus platform') && resolve()));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let ok = true;
try {
  console.log(`Lighthouse, mobile preset, median of ${RUNS} runs (budget ${BUDGET} each):`);
  for (const url of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      for (const c of CATEGORIES) scores[c].push(Math.round((result.lhr.categories[c].score ?? 0) * 100));
      if (DETAIL) console.log(detail(result.lhr));
    }
    const line = CATEGORIES.map((c) => {
      const m = median(scores[c]);
      if (m < BUDGET) ok = false;
      return `${c} ${m}${m < BUDGET ? ' (OVER)' : ''}`;
    });
    console.log(`${url.padEnd(34)} ${line.join(', ')}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}
process.exit(ok ? 0 : 1);
