// `npm run bench`: the budgets of docs/architecture.md §7 that exist so far, each as the median of several
// runs beside its budget. Loads go only to servers this script starts on 127.0.0.1.
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function start(script, env, ready) {
  const child = fork(path.join(root, script), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (d) => ready(String(d)) && resolve(child));
    child.on('message', (m) => m === 'ready' && resolve(child));
  });
}

function load(url, headers = {}, post = undefined) {
  const body = post === undefined ? {} : { method: 'POST', body: post, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } };
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, ...body });
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
/**
 * The server's largest resident size while the loads run, sampled every 100 ms: the kernel's high-water mark
 * (VmHWM) would also count the first start's seeding of the demo, which is not serving.
 */
function watchRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
const api = await start('scripts/serve.mjs', { PORT: '8391', DATABASE_URL: path.join(dataDir, 'bench.db'), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_SEARCH: '1000000' }, (out) => out.includes('Campus platform'));
const hello = await start('bench/hello-server.mjs', { PORT: '8392' }, () => false);

const stopRss = watchRss(api.pid);
const siteRps = [];
const helloRps = [];
const siteP99 = [];
for (let i = 0; i < RUNS; i += 1) {
  const h = await load('http://127.0.0.1:8392/');
  const s = await load('http://127.0.0.1:8391/api/site/getsiteinfo', { host: 'localhost' });
  if (s.non2xx > 0 || s.errors > 0) throw new Error(`site info answered ${s.non2xx} non-2xx and ${s.errors} errors`);
  helloRps.push(h.requests.average);
  siteRps.push(s.requests.average);
  siteP99.push(s.latency.p99);
}
const rss = stopRss();
api.kill();
hello.kill();

// The position list's first page (the list page's call), on the million-position database of
// `npm run seed:scale` when it exists, else on the demo data (said in the output).
const scaleDb = path.resolve(root, process.env.SCALE_DATABASE_URL ?? 'data/scale.db');
const onScale = existsSync(scaleDb);
const listApi = await start('scripts/serve.mjs', { PORT: '8394', DATABASE_URL: onScale ? scaleDb : path.join(dataDir, 'bench.db'), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_SEARCH: '1000000' }, (out) => out.includes('Campus platform'));
const listRps = [];
const listP99 = [];
for (let i = 0; i < RUNS; i += 1) {
  const l = await load('http://127.0.0.1:8394/api/position/getlistbyselect', { host: 'localhost' }, 'page=1&page_size=20');
  if (l.non2xx > 0 || l.errors > 0) throw new Error(`the position list answered ${l.non2xx} non-2xx and ${l.errors} errors`);
  listRps.push(l.requests.average);
  listP99.push(l.latency.p99);
}
listApi.kill();

const ratio = median(siteRps) / median(helloRps);
const rows = [
  ['site info req/s ÷ hello-world req/s', `${median(siteRps).toFixed(0)} / ${median(helloRps).toFixed(0)} = ${(ratio * 100).toFixed(0)}%`, '≥ 40%', ratio >= 0.4],
  ['site info p99 latency', `${median(siteP99)} ms`, '(reported)', true],
  ['server peak RSS under load', `${(rss / 2 ** 20).toFixed(0)} MB`, '≤ 300 MB', rss <= 300 * 2 ** 20],
  [`position list page 1 (${onScale ? 'scale data' : 'demo data'}) req/s`, `${median(listRps).toFixed(0)}`, '≥ 3000', median(listRps) >= 3000],
  ['position list p99 latency', `${median(listP99)} ms`, '≤ 30 ms', median(listP99) <= 30],
];
console.log(`\nMedians of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each (SQLite):`);
for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(40)} ${value.padEnd(28)} ${budget}`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
