// `node bench/search.mjs` (part of `npm run bench`): the search budget of ARCHITECTURE §7, a two-character
// Chinese keyword with filters at a million positions, p95 ≤ 50 ms. Needs `npm run seed:scale` first (the
// database SCALE_DATABASE_URL, default data/scale.db). Starts the API on 127.0.0.1 over that database and
// times each search over HTTP, one at a time (the latency of one search, not of a queue); prints the medians
// of several runs, and the same under 8 concurrent searches for reference.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB = path.resolve(root, process.env.SCALE_DATABASE_URL ?? 'data/scale.db');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUNDS = Number(process.env.SEARCH_ROUNDS ?? 40);
const PORT = 8393;
const BUDGET_P95_MS = 50;

if (!existsSync(DB)) {
  console.error(`No scale database at ${DB}: run \`npm run seed:scale\` first.`);
  process.exit(1);
}

/** Two-character keywords with the filters students combine, newest and most relevant first, deep pages too. */
const QUERIES = [
  { keyword: '前端' },
  { keyword: '前端', city: '杭州' },
  { keyword: '会计', nature: '校招', education: '本科' },
  { keyword: '销售', salary: '10-15' },
  { keyword: '工程', industry: '互联网/IT', page: 3 },
  { keyword: '运营', city: '上海', sort: 'relevance' },
  { keyword: '分析', company_size: '100-499人', graduation_year: 2026 },
  { keyword: '算法', city: '北京', salary: '20-30', sort: 'relevance' },
];

/** The list without a keyword, for reference: by city, by category and nature, by selective filters only. */
const BROWSE = [{}, { city: '杭州' }, { category: 'fe', nature: '实习' }, { education: '博士', graduation_year: 2027, salary: '30-' }, { page: 200 }];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const median = (xs) => quantile(xs, 0.5);

function startApi() {
  const child = fork(path.join(root, 'scripts/serve.mjs'), [], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: DB, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_SEARCH: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
    child.stdout.on('data', (d) => String(d).includes('Campus platform') && resolve(child));
  });
}

async function search(query) {
  const body = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), public_source: '1' });
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/position/getlistbyselect`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = await res.json();
  const ms = performance.now() - t;
  if (json.data?.code !== 0) throw new Error(`search ${JSON.stringify(query)} answered ${JSON.stringify(json.data)}`);
  return { ms, total: json.data.total, capped: json.data.total_capped };
}

const started = performance.now();
const api = await startApi();
console.log(`API up on the scale database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  // warm-up: the first searches read the index pages from disk
  for (const q of QUERIES) await search(q);
  const totals = await Promise.all(QUERIES.map(async (q) => `${q.keyword}${Object.keys(q).length > 1 ? '+filters' : ''}: ${(await search(q)).total}`));
  const p50s = [];
  const p95s = [];
  const p99s = [];
  const concurrentP95s = [];
  const browseP95s = [];
  for (let run = 0; run < RUNS; run += 1) {
    const browse = [];
    for (let i = 0; i < ROUNDS; i += 1) for (const q of BROWSE) browse.push((await search(q)).ms);
    browseP95s.push(quantile(browse, 0.95));
    const times = [];
    for (let i = 0; i < ROUNDS; i += 1) for (const q of QUERIES) times.push((await search(q)).ms);
    p50s.push(quantile(times, 0.5));
    p95s.push(quantile(times, 0.95));
    p99s.push(quantile(times, 0.99));
    const concurrent = [];
    const queue = Array.from({ length: ROUNDS }, () => QUERIES).flat();
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (queue.length > 0) concurrent.push((await search(queue.pop())).ms);
    }));
    concurrentP95s.push(quantile(concurrent, 0.95));
  }
  const p95 = median(p95s);
  console.log(`\nSearch at scale (${ROUNDS * QUERIES.length} searches a run, medians of ${RUNS} runs; matches ${totals.join(', ')}):`);
  const rows = [
    ['2-char keyword + filters, p50', `${median(p50s).toFixed(1)} ms`, '(reported)', true],
    ['2-char keyword + filters, p95', `${p95.toFixed(1)} ms`, `≤ ${BUDGET_P95_MS} ms`, p95 <= BUDGET_P95_MS],
    ['2-char keyword + filters, p99', `${median(p99s).toFixed(1)} ms`, '(reported)', true],
    ['p95 with 8 searches at once', `${median(concurrentP95s).toFixed(1)} ms`, '(reported)', true],
    ['no keyword, filters only, p95', `${median(browseP95s).toFixed(1)} ms`, '(reported)', true],
  ];
  for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(40)} ${value.padEnd(28)} ${budget}`);
  process.exitCode = rows.every((r) => r[3]) ? 0 : 1;
} finally {
  api.kill();
}
