// One simulated student opening the pages of the browsing mix over HTTP, and the tally of what the server
// answered: latency per call, refusals (429), errors (HTTP errors, answers outside the envelope, non-zero
// codes that are not business answers, 404 = a recorded call the product no longer has).
import http from 'node:http';
import { EXPECTED_CODES, imageCall, imagesIn, PAGES } from './browse-mix.mjs';

const CITIES = ['上海', '杭州', '南京', '北京', '深圳', '成都'];

/** What a student's browser knows between pages: the session, positions seen, the resume version read. */
export class Student {
  constructor(base, { token, userId, phone }) {
    Object.assign(this, { base, token, userId, phone });
    this.positions = [];
    this.current = 0;
    this.basic = { version: 0 };
    /** The browser's HTTP cache of images: URL → when it goes stale (from the answer's max-age). */
    this.cache = new Map();
  }

  /** An image the browser still holds fresh is not asked for again (LOAD_BROWSER_CACHE=0: every page cold). */
  cached(path) {
    return process.env.LOAD_BROWSER_CACHE !== '0' && (this.cache.get(path) ?? 0) > Date.now();
  }

  remember(path, cacheControl) {
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);
    if (maxAge > 0 && !/no-store|no-cache/.test(cacheControl)) this.cache.set(path, Date.now() + maxAge * 1000);
  }

  /** The cookies the browser sends: the session and the readable login cookies. */
  cookie() {
    return `uniq_user_token=${this.token}; user_id=${this.userId}; login_type=student`;
  }

  sawPositions(ids) {
    for (const id of ids) if (!this.positions.includes(id)) this.positions.push(id);
    if (this.positions.length > 50) this.positions.splice(0, this.positions.length - 50);
  }

  /** The position the page opens: one the student saw in a search (the first few before any search). */
  positionId() {
    this.current = this.positions.length > 0 ? this.positions[Math.floor(Math.random() * this.positions.length)] : 1 + Math.floor(Math.random() * 20);
    return this.current;
  }

  readResume(data) {
    if (data.basic) this.readBasic(data.basic);
  }

  readBasic(basic) {
    if (typeof basic.version === 'number') this.basic = basic;
  }

  /** The basic information as the form sends it, with a new city and the version read. */
  basicInfoForm() {
    return basicInfo(this.phone, this.basic.version, CITIES[Math.floor(Math.random() * CITIES.length)]);
  }
}

/** A complete basic information (the resume's name makes the online resume one can apply with). */
export function basicInfo(phone, version, city = '上海') {
  return {
    name: `学生${phone.slice(-4)}`,
    sex: '1',
    birth_date: '2003-05-18',
    phone,
    email: `s${phone}@example.com`,
    city,
    school: '临江大学',
    major: '计算机科学与技术',
    degree: '2',
    graduation_year: '2026',
    version: String(version),
  };
}

/** Latencies per call name, and the counts of refusals and errors (the first few errors kept as samples). */
export class Tally {
  constructor() {
    this.latency = new Map();
    this.calls = 0;
    this.refusals = 0;
    this.errors = 0;
    this.expected = 0;
    this.samples = [];
    this.pages = 0;
    this.images = 0;
  }

  record(name, ms) {
    let xs = this.latency.get(name);
    if (!xs) this.latency.set(name, (xs = []));
    xs.push(ms);
    this.calls += 1;
  }

  error(what) {
    this.errors += 1;
    if (this.samples.length < 10) this.samples.push(what);
  }

  /** p-th percentile (0-100) of a call's latencies, in ms. */
  static percentile(xs, p) {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  }

  /** [name, count, p50, p99] per call, slowest p99 first. */
  rows() {
    return [...this.latency.entries()]
      .map(([name, xs]) => [name, xs.length, Tally.percentile(xs, 50), Tally.percentile(xs, 99)])
      .sort((a, b) => b[3] - a[3]);
  }
}

/** One request of the mix: the URL, method, headers and body (for a request, or autocannon's). */
export function requestOf(call, student) {
  const fields = { ...(call.query?.(student) ?? {}) };
  const api = call.path.startsWith('/api/') || call.path.startsWith('/company/');
  const url = new URL(call.path, student.base);
  for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
  if (api && call.method === 'GET') url.searchParams.set('public_source', '1');
  const headers = { cookie: student.cookie() };
  if (call.method !== 'POST') return { url: url.href, method: 'GET', headers };
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return { url: url.href, method: 'POST', headers, body: new URLSearchParams({ ...call.form(student), public_source: '1' }).toString() };
}

/**
 * Judges one answer: tallies a refusal, an error or an expected business code, lets the page read a code-0
 * answer (`then`), and answers the images the answer names.
 */
export function judge(call, student, tally, status, text) {
  if (status === 429) {
    tally.refusals += 1;
    return [];
  }
  if (status !== 200) {
    tally.error(`${call.name}: HTTP ${status}${status === 404 ? ' (a recorded call the product no longer has?)' : ''} ${text.slice(0, 120)}`);
    return [];
  }
  if (call.image || call.path === '/') return [];
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    tally.error(`${call.name}: not JSON: ${text.slice(0, 120)}`);
    return [];
  }
  const code = answer?.data?.code;
  if (typeof code !== 'number') tally.error(`${call.name}: outside the envelope: ${text.slice(0, 120)}`);
  else if (code === 0) call.then?.(answer.data, student);
  else if (EXPECTED_CODES.has(code)) tally.expected += 1;
  else tally.error(`${call.name}: code ${code} ${answer.data.msg}`);
  return code === 0 ? [...imagesIn(answer.data)] : [];
}

/**
 * Connections kept open between requests, as a browser keeps them, and no time limit of the client's own:
 * a slow answer (a slow connect included) shows in the latencies and in the pages opened, where fetch's 10 s
 * connect timeout made it an error only when the machine was busy.
 */
const agent = new http.Agent({ keepAlive: true });

/** One HTTP request: its status, headers and body. */
function request(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) }, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Sends one call, tallies it, and answers the images its answer names. */
async function send(call, student, tally) {
  const init = requestOf(call, student);
  const started = performance.now();
  let res;
  try {
    res = await request(init.url, init);
  } catch (err) {
    tally.error(`${call.name}: ${err.code ?? err.message}`);
    return [];
  }
  tally.record(call.name, performance.now() - started);
  if (call.image && res.status === 200) student.remember(call.path, res.headers['cache-control']);
  return judge(call, student, tally, res.status, call.image ? '' : res.body.toString('utf8'));
}

/**
 * Opens one page as the browser does: step by step, each step's requests (and the images named so far,
 * unless its cache holds them fresh) together, six at a time. `trace` (optional) receives every call made, in order.
 */
export async function openPage(name, student, tally, trace = undefined) {
  const fetched = new Set();
  let named = [];
  for (const step of PAGES[name]) {
    const images = named.filter((p) => !fetched.has(p)).map(imageCall);
    const calls = [...step, ...images].filter((c) => !(c.image && (fetched.has(c.path) || student.cached(c.path))));
    for (const c of calls) if (c.image) fetched.add(c.path);
    tally.images += calls.filter((c) => c.image).length;
    trace?.push(...calls);
    named = (await sixAtATime(calls, (c) => send(c, student, tally))).flat();
  }
  const last = named.filter((p) => !fetched.has(p) && !student.cached(p)).map(imageCall);
  tally.images += last.length;
  trace?.push(...last);
  await sixAtATime(last, (c) => send(c, student, tally));
  tally.pages += 1;
}

/** A browser keeps at most 6 requests in flight to one host (HTTP/1.1): the rest wait their turn. */
async function sixAtATime(items, run) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, items.length) }, lane));
  return results;
}
