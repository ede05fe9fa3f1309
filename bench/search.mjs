// `node bench/search.mjs` (part of `npm run bench`): the budgets of docs/architecture.md §7 at a million positions, on
// SQLite and on PostgreSQL: a two-character Chinese keyword with filters, and the recommendations of a
// student with a job intention, p95 ≤ 50 ms each. The databases: the SQLite file SCALE_DATABASE_URL (default
// data/scale.db) and the PostgreSQL database SCALE_PG_URL (default postgres://postgres@127.0.0.1:5432/campus_scale);
// one that is missing is seeded first (`npm run seed:scale`, minutes). For each, starts the API on 127.0.0.1 over
// it and times each request over HTTP, one at a time (the latency of one request, not of a queue); prints the
// medians of BENCH_RUNS runs, and for reference the search under 8 at once, the list without a keyword and the
// visitors' (popular, cached) recommendations.
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { logInStudent, studentPhone } from './lib/student-login.mjs';
import { DEV_TOKEN } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isPg = (url) => /^postgres(ql)?:\/\//i.test(url ?? '');
const SQLITE_FILE = path.resolve(root, isPg(process.env.SCALE_DATABASE_URL) ? 'data/scale.db' : (process.env.SCALE_DATABASE_URL ?? 'data/scale.db'));
const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_scale';
const TARGET = Number(process.env.SCALE_POSITIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUNDS = Number(process.env.SEARCH_ROUNDS ?? 40);
const PORT = Number(process.env.SEARCH_PORT ?? 8393);
const BUDGET_P95_MS = 50;

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

/** Students' job intentions (nature 1 校招, 2 实习): one category and city, several of each, a rare pair; first and later pages. */
const INTENTIONS = [
  { categories: ['前端开发'], cities: ['杭州'], salary_min: 8000, salary_max: 15000, nature: 1 },
  { categories: ['会计', '审计', '出纳'], cities: ['上海', '北京', '广州'], salary_min: 6000, salary_max: 10000, nature: 1 },
  { categories: ['算法工程师', '机器学习'], cities: ['北京'], salary_min: 20000, salary_max: 40000, nature: 2 },
  { categories: ['护士', '药剂师'], cities: ['成都', '武汉'], salary_min: 5000, salary_max: 8000, nature: 1 },
];
const RECOMMEND_PAGES = [{}, { page: 2 }];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const median = (xs) => quantile(xs, 0.5);
const base = `http://127.0.0.1:${PORT}`;

function runSeed(url) {
  console.log(`Seeding ${url} (SCALE_DATABASE_URL=${url} npm run seed:scale), a few minutes…`);
  const seeded = spawnSync('npx', ['tsx', 'api/src/seed/scale/seed-scale.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, SCALE_DATABASE_URL: url } });
  if (seeded.status !== 0) throw new Error(`the scale seed of ${url} failed: run \`SCALE_DATABASE_URL=${url} npm run seed:scale\``);
}

/** Open positions on the main site of the PostgreSQL scale database, after creating the database if it is missing. */
async function pgPositions(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if (error.code !== '3D000') throw new Error(`PostgreSQL at ${url} is not reachable (${error.message}): start it, or set SCALE_PG_URL`, { cause: error });
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
    await admin.connect();
    await admin.query(`create database "${decodeURIComponent(new URL(url).pathname.slice(1))}"`);
    await admin.end();
    return 0;
  }
  try {
    const { rows } = await client.query("select count(*)::int as n from position p join site s on s.id = p.site_id where s.host = 'localhost' and p.status = 1");
    return rows[0].n;
  } catch {
    return 0; // no tables yet
  } finally {
    await client.end();
  }
}

/** What the API's dev outbox asks for, as it printed it at start. */
let devToken = '';

function startApi(databaseUrl) {
  const { DATABASE_SCHEMA: _schema, ...env } = process.env;
  const child = fork(path.join(root, 'scripts/serve.mjs'), [], {
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_SEARCH: '1000000',
      // the bench logs the same students in on every run
      SMS_DAILY_PER_PHONE: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
    child.stdout.on('data', (d) => {
      devToken = DEV_TOKEN.exec(String(d))?.[1] ?? devToken;
      if (String(d).includes('Campus platform')) resolve(child);
    });
  });
}

async function timed(url, init) {
  const t = performance.now();
  const res = await fetch(url, init);
  const json = await res.json();
  const ms = performance.now() - t;
  if (json.data?.code !== 0) throw new Error(`${url} answered ${JSON.stringify(json.data).slice(0, 300)}`);
  return { ms, data: json.data };
}

const form = (fields) => new URLSearchParams({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), public_source: '1' });
const post = (url, fields, headers = {}) => timed(url, { method: 'POST', headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form(fields) });

const search = async (query) => (await post(`${base}/api/position/getlistbyselect`, query)).ms;
const recommend = async (cookie, page) => (await timed(`${base}/api/position/getrecommend?${form(page)}`, { headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } })).ms;

/** Students with the intentions above (the same phones every run: logging in again finds the account). */
async function intentionStudents() {
  const students = [];
  for (const [n, intention] of INTENTIONS.entries()) {
    const { token, userId } = await logInStudent(base, studentPhone(90_000 + n, '139'), undefined, devToken);
    const cookie = `uniq_user_token=${encodeURIComponent(token)}; user_id=${userId}; login_type=student`;
    const { data: current } = await timed(`${base}/api/position/getpositionintention?public_source=1`, { headers: { host: 'localhost', cookie } });
    const fields = { ...intention, categories: JSON.stringify(intention.categories), cities: JSON.stringify(intention.cities), version: current.version };
    await post(`${base}/api/position/savepositionintention`, fields, { cookie });
    const { data } = await timed(`${base}/api/position/getrecommend?public_source=1`, { headers: { host: 'localhost', cookie } });
    if (data.mode !== 'intention') throw new Error(`student ${n} got ${data.mode} recommendations`);
    students.push({ cookie, total: data.total });
  }
  return students;
}

async function benchOne(name, databaseUrl) {
  const started = performance.now();
  const api = await startApi(databaseUrl);
  console.log(`\n${name}: API up on the scale database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const students = await intentionStudents();
    // warm-up: the first requests read the index pages from disk
    for (const q of QUERIES) await search(q);
    for (const s of students) await recommend(s.cookie, {});
    const totals = [];
    for (const q of QUERIES) totals.push(`${q.keyword}${Object.keys(q).length > 1 ? '+filters' : ''}: ${(await post(`${base}/api/position/getlistbyselect`, q)).data.total}`);
    const figures = { p50: [], p95: [], p99: [], concurrent: [], browse: [], recommend50: [], recommend95: [], popular: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const browse = [];
      for (let i = 0; i < ROUNDS; i += 1) for (const q of BROWSE) browse.push(await search(q));
      figures.browse.push(quantile(browse, 0.95));
      const times = [];
      for (let i = 0; i < ROUNDS; i += 1) for (const q of QUERIES) times.push(await search(q));
      figures.p50.push(quantile(times, 0.5));
      figures.p95.push(quantile(times, 0.95));
      figures.p99.push(quantile(times, 0.99));
      const concurrent = [];
      const queue = Array.from({ length: ROUNDS }, () => QUERIES).flat();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (queue.length > 0) concurrent.push(await search(queue.pop()));
        }),
      );
      figures.concurrent.push(quantile(concurrent, 0.95));
      const recommended = [];
      for (let i = 0; i < ROUNDS; i += 1) for (const s of students) for (const page of RECOMMEND_PAGES) recommended.push(await recommend(s.cookie, page));
      figures.recommend50.push(quantile(recommended, 0.5));
      figures.recommend95.push(quantile(recommended, 0.95));
      const popular = [];
      for (let i = 0; i < ROUNDS; i += 1) for (const page of RECOMMEND_PAGES) popular.push(await recommend(undefined, page));
      figures.popular.push(quantile(popular, 0.95));
    }
    const search95 = median(figures.p95);
    const recommend95 = median(figures.recommend95);
    console.log(`${name}, medians of ${RUNS} runs (${ROUNDS * QUERIES.length} searches and ${ROUNDS * students.length * RECOMMEND_PAGES.length} recommendations a run)`);
    console.log(`  matches ${totals.join(', ')}; intention candidates ${students.map((s) => s.total).join(', ')}`);
    const rows = [
      ['2-char keyword + filters, p50', median(figures.p50), null],
      ['2-char keyword + filters, p95', search95, BUDGET_P95_MS],
      ['2-char keyword + filters, p99', median(figures.p99), null],
      ['p95 with 8 searches at once', median(figures.concurrent), null],
      ['no keyword, filters only, p95', median(figures.browse), null],
      ['recommendations by intention, p50', median(figures.recommend50), null],
      ['recommendations by intention, p95', recommend95, BUDGET_P95_MS],
      ['recommendations for visitors, p95', median(figures.popular), null],
    ];
    for (const [label, ms, budget] of rows) {
      const ok = budget === null || ms <= budget;
      console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(40)} ${`${ms.toFixed(1)} ms`.padEnd(12)} ${budget === null ? '(reported)' : `≤ ${budget} ms`}`);
    }
    return { name, search95, recommend95 };
  } finally {
    api.kill();
    await new Promise((resolve) => api.once('close', resolve));
  }
}

if (!existsSync(SQLITE_FILE)) runSeed(SQLITE_FILE);
if ((await pgPositions(PG_URL)) < TARGET) runSeed(PG_URL);

const results = [await benchOne(`SQLite ${path.relative(root, SQLITE_FILE)}`, SQLITE_FILE), await benchOne(`PostgreSQL ${PG_URL}`, PG_URL)];
console.log(`\nAt ${TARGET} positions, p95 (budget ${BUDGET_P95_MS} ms):`);
for (const r of results) console.log(`  ${r.name.padEnd(60)} search ${r.search95.toFixed(1)} ms, recommendations ${r.recommend95.toFixed(1)} ms`);
process.exitCode = results.every((r) => r.search95 <= BUDGET_P95_MS && r.recommend95 <= BUDGET_P95_MS) ? 0 : 1;
