import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { CODES } from '../src/errors/codes';
import { homeCacheMs, sharedStateMode } from '../src/lib/shared-state';
import { createTestDatabase, type TestDatabase } from './helper';
import { describeWith, hasService, serviceUrl } from './services';
import { logInStudents, spawnServer, type SpawnedServer } from './spawned-server';

// Issue 16 point 1: two real API processes (as two behind a load balancer) on one PostgreSQL database, each
// piece of state made on one and used on the other. Without Redis the counters are rows of the database and
// a cached answer lives at most SITE_CACHE_MS; with Redis (TEST_REDIS_URL) the counters are Redis keys and a
// write drops the other process's caches at once. Runs when TEST_PG_URL is set, the Redis variant when
// TEST_REDIS_URL is too (services.ts).

const REDIS_URL = serviceUrl('Redis');
const SITE_CACHE_MS = 5000;
/** Calls a minute of one signed-in user: the shared bound the rate-counter case meets. */
const USER_LIMIT = 30;

type Reply = { status: number; code: number | undefined; data: Record<string, unknown>; text: string; cookies: Record<string, string> };

/** One call with a Host header of our choosing (fetch does not send one), as the front end makes it (public_source=1). */
function send(base: string, url: string, opts: { host?: string; cookie?: string; form?: Record<string, string> } = {}): Promise<Reply> {
  const { host = 'localhost', cookie, form } = opts;
  const target = new URL(form ? url : `${url}${url.includes('?') ? '&' : '?'}public_source=1`, base);
  const body = form ? new URLSearchParams({ ...form, public_source: '1' }).toString() : undefined;
  const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.request(target, { method: form ? 'POST' : 'GET', headers, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const cookies: Record<string, string> = {};
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
        }
        let data: Record<string, unknown> = {};
        try {
          data = (JSON.parse(text) as { data?: Record<string, unknown> }).data ?? {};
        } catch {
          // not JSON: `code` stays undefined and the assertion shows the text
        }
        resolve({ status: res.statusCode ?? 0, code: typeof data.code === 'number' ? data.code : undefined, data, text, cookies });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in 10 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** The hole's left offset of a built-in puzzle, read from its SVG (as bench/lib/student-login.mjs does). */
function puzzleAnswer(image: string): number {
  const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
  const hole = /translate\((\d+(?:\.\d+)?) \d+(?:\.\d+)?\)" fill="rgba\(0,0,0,0\.5\)"/.exec(svg);
  if (!hole) throw new Error('no hole in the captcha puzzle');
  return Number(hole[1]);
}

/** Solves the SMS app's slider on `base`: its single-use ticket fields. */
async function captchaTicket(base: string, appid = 'campus-sms'): Promise<Record<string, string>> {
  const puzzle = (await send(base, `/api/captcha/get?appid=${appid}`)).data;
  const x = puzzleAnswer(String(puzzle.image));
  const track = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ x: Math.round(x * (1 - (1 - i / 11) ** 2) * 10) / 10, t: 1000 + Math.round((720 * i) / 11) })));
  const solved = await send(base, '/api/captcha/verify', { form: { captcha_id: String(puzzle.captcha_id), x: String(x), track } });
  if (solved.code !== 0) throw new Error(`captcha not solved: ${solved.text}`);
  const { captcha_appid, captcha_randstr, captcha_ticket } = solved.data as Record<string, string>;
  return { captcha_appid: captcha_appid!, captcha_randstr: captcha_randstr!, captcha_ticket: captcha_ticket! };
}

const studentCode = (base: string, phone: string, ticket: Record<string, string>) => send(base, `/api/user/sendcode?${new URLSearchParams({ phone, type: '1', ...ticket })}`);
const employerCode = (base: string, phone: string, service: '1' | '2', ticket: Record<string, string>) => send(base, '/api/user/sendcode', { form: { phone, type: '2', service_code: service, ...ticket } });

/** Polls until `seen` holds (or `withinMs` passes): the milliseconds it took, or -1. */
async function msUntil(seen: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (await seen()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return -1;
}

describe('where shared state lives (lib/shared-state.ts)', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  it('is Redis with REDIS_URL, the database on PostgreSQL without it, this process on SQLite', () => {
    expect(sharedStateMode(config({ DATABASE_URL: ':memory:' }))).toBe('local');
    expect(sharedStateMode(config({ DATABASE_URL: 'postgres://u@h/db' }))).toBe('database');
    expect(sharedStateMode(config({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe('redis');
  });

  it('keeps home answers 30 s where every process hears of a write, SITE_CACHE_MS where none does', () => {
    expect(homeCacheMs(config({ DATABASE_URL: ':memory:' }))).toBe(30_000);
    expect(homeCacheMs(config({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe(30_000);
    expect(homeCacheMs(config({ DATABASE_URL: 'postgres://u@h/db' }))).toBe(5000);
    expect(homeCacheMs(config({ DATABASE_URL: 'postgres://u@h/db', SITE_CACHE_MS: '0' }))).toBe(0);
  });

  it('refuses a REDIS_URL that is not redis://, without echoing it (it may hold a password)', () => {
    expect(() => config({ REDIS_URL: 'http://user:secret@cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => config({ REDIS_URL: 'http://user:secret@cache:6379' })).not.toThrow(/secret/);
  });
});

type Variant = { name: string; redisUrl: string };

describeWith('PostgreSQL', 'two API processes on one PostgreSQL database', () => {
  const VARIANTS: Variant[] = [{ name: 'without Redis', redisUrl: '' }, ...(hasService('Redis', 'the Redis variant') ? [{ name: 'with Redis', redisUrl: REDIS_URL }] : [])];
  let database: TestDatabase | undefined;
  let sql: pg.Client | undefined;
  /** Each variant's pair of processes, by its REDIS_URL. */
  const pairs = new Map<string, [SpawnedServer, SpawnedServer]>();
  // one run's phones, names and Redis keys never meet another run's
  const run = randomBytes(3).readUIntBE(0, 3) % 1_000_000;
  const phone = (n: number) => `13${String(n).padStart(3, '0')}${String(run).padStart(6, '0')}`;
  const secret = randomBytes(32).toString('hex');
  const env = (redisUrl: string): Record<string, string> => ({
    ...database!.env,
    // processes behind one balancer share the secret that signs tickets and SMS code hashes
    SESSION_SECRET: secret,
    PASSWORD_SCRYPT_LOG2_N: '12',
    RATE_LIMIT_USER: String(USER_LIMIT),
    SMS_DAILY_PER_PHONE: '2',
    SITE_CACHE_MS: String(SITE_CACHE_MS),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `campus-test-${run}-${redisUrl ? 'r' : 'd'}:`,
  });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    sql = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await sql.connect();
    await sql.query(`set search_path to ${database.env.DATABASE_SCHEMA}`);
    // the first start migrates and seeds the fresh database alone; then every other process starts at once
    const first = await spawnServer(env(VARIANTS[0]!.redisUrl), 150_000);
    const others = await Promise.all([
      spawnServer(env(VARIANTS[0]!.redisUrl), 90_000),
      ...VARIANTS.slice(1).flatMap((v) => [spawnServer(env(v.redisUrl), 90_000), spawnServer(env(v.redisUrl), 90_000)]),
    ]);
    pairs.set(VARIANTS[0]!.redisUrl, [first, others[0]!]);
    VARIANTS.slice(1).forEach((v, i) => pairs.set(v.redisUrl, [others[1 + 2 * i]!, others[2 + 2 * i]!]));
  }, 250_000);
  afterAll(async () => {
    await Promise.all([...pairs.values()].flat().map((s) => s.stop()));
    await sql?.end();
    await database?.drop();
  });

  describe.each(VARIANTS)('$name', ({ redisUrl }) => {
    let a = '';
    let b = '';
    let devTokenOfB = '';
    // the variants share the database: each takes its own phones and names
    const at = redisUrl ? 500 : 0;

    beforeAll(() => {
      const [first, second] = pairs.get(redisUrl)!;
      expect(first.child.pid).not.toBe(second.child.pid);
      [a, b] = [first.base, second.base];
      devTokenOfB = second.devToken;
    });

    it('a login made on A is valid on B', async () => {
      const [student] = await logInStudents(a, [phone(at + 1)]);
      const cookie = `uniq_user_token=${student!.token}`;
      expect((await send(b, '/api/user/getcommon', { cookie })).code).toBe(0);
      expect((await send(b, '/api/user/getcommon')).code).toBe(CODES.notLoggedIn.code);
    });

    it('an SMS code sent on A starts the countdown on B; the daily cap counts the sends of both', async () => {
      const p = phone(at + 2);
      expect((await studentCode(a, p, await captchaTicket(b))).code).toBe(0);
      expect((await studentCode(b, p, await captchaTicket(a))).code).toBe(CODES.smsTooSoon.code);
      // another purpose has its own countdown, but the phone's daily cap (2 here) is one
      expect((await employerCode(b, p, '2', await captchaTicket(a))).code).toBe(0);
      expect((await employerCode(a, p, '1', await captchaTicket(b))).code).toBe(CODES.smsDailyCap.code);
    });

    it('a captcha ticket issued on A is accepted once on B and refused the second time', async () => {
      const ticket = await captchaTicket(a);
      expect((await studentCode(b, phone(at + 3), ticket)).code).toBe(0);
      expect((await studentCode(b, phone(at + 4), ticket)).code).toBe(CODES.captchaRequired.code);
    });

    it('a QR login started on A, scanned and confirmed on B, is collected by polling A', async () => {
      const started = await send(a, '/api/site/getloginqrcode?page=%2F');
      const uuid = String(started.data.UUID);
      const pollCookie = `campus_qr=${started.cookies.campus_qr ?? ''}`;
      const poll = () => send(a, `/api/user/loginbyqrcode?uuid=${uuid}`, { cookie: pollCookie });
      expect((await poll()).code).toBe(20101);
      expect((await send(b, `/api/user/qrconfirm?uuid=${uuid}`)).status).toBe(200);
      expect((await poll()).code).toBe(20102);
      const p = phone(at + 5);
      expect((await send(b, '/api/user/qrconfirm', { form: { uuid, phone: p, step: 'sendcode', ...(await captchaTicket(b)) } })).code).toBe(0);
      const outbox = await send(b, `/api/dev/sms-outbox?${new URLSearchParams({ phone: p, token: devTokenOfB })}`);
      const code = String((outbox.data.list as { code: string }[])[0]?.code);
      expect((await send(b, '/api/user/qrconfirm', { form: { uuid, phone: p, smsCode: code, step: 'confirm' } })).code).toBe(0);
      const collected = await poll();
      expect(collected.code).toBe(0);
      expect((await send(b, '/api/user/getcommon', { cookie: `uniq_user_token=${collected.cookies.uniq_user_token ?? ''}` })).code).toBe(0);
    });

    it('a transfer ticket made on A is consumed on B, once', async () => {
      const [student] = await logInStudents(a, [phone(at + 6)]);
      const issued = await send(a, '/api/user/transferticket', { cookie: `uniq_user_token=${student!.token}`, form: { target: 'school.localhost' } });
      expect(issued.code).toBe(0);
      const transfer = (base: string) =>
        send(base, `/api/user/transferlogin?${new URLSearchParams({ ticket: String(issued.data.ticket), login_type: 'student', user_id: String(student!.userId) })}`, { host: 'school.localhost' });
      const there = await transfer(b);
      expect(there.code).toBe(0);
      expect(there.cookies.uniq_user_token).toBeTruthy();
      expect((await transfer(a)).code).toBe(CODES.transferInvalid.code);
    });

    it('a channel freeze made on A (five wrong passwords) refuses on B', async () => {
      const username = `ghost_${run}_${at}`;
      const tries: (number | undefined)[] = [];
      // from the third attempt on a passed slider comes first, as the person would pass it
      for (let i = 0; i < 5; i++) {
        const slider = i < 2 ? {} : await captchaTicket(a, 'campus-login');
        tries.push((await send(a, '/channel/user/login', { form: { username, password: `wrong-${i}`, ...slider } })).code);
      }
      // the fifth failure freezes the account at once
      expect(tries.map((code) => code === CODES.accountFrozen.code)).toEqual([false, false, false, false, true]);
      expect((await send(b, '/channel/user/login', { form: { username, password: 'another-guess' } })).code).toBe(CODES.accountFrozen.code);
    });

    it(`counts one user's calls on A and B against one bound (${USER_LIMIT} a minute)`, async () => {
      const [student] = await logInStudents(b, [phone(at + 7)]);
      const cookie = `uniq_user_token=${student!.token}`;
      const answers: { on: 'A' | 'B'; code: number | undefined }[] = [];
      for (let i = 0; i < USER_LIMIT + 10; i++) {
        const on = i % 2 === 0 ? 'A' : 'B';
        answers.push({ on, code: (await send(on === 'A' ? a : b, '/api/deliver/getnotreadinginfo', { cookie })).code });
      }
      expect(answers.filter((x) => x.code === 0)).toHaveLength(USER_LIMIT);
      const refused = answers.filter((x) => x.code === CODES.rateLimited.code);
      expect(refused).toHaveLength(10);
      expect(new Set(refused.map((x) => x.on))).toEqual(new Set(['A', 'B']));
    });

    it(`shows on A a site and home change written through B ${redisUrl ? 'at once' : `within SITE_CACHE_MS (${SITE_CACHE_MS} ms)`}`, async () => {
      const host = 'school.localhost';
      const fair = await sql!.query<{ id: number }>(
        "select f.id from job_fair f join site s on s.id = f.site_id where s.host = $1 and f.kind = 'offline' and f.status = 1 and f.end_at > $2 order by f.id limit 1",
        [host, Date.now() + 60_000],
      );
      const fairId = fair.rows[0]!.id;
      const count = async () => Number((await send(a, `/api/schooljobfairzone/getinfo?id=${fairId}`, { host })).data.signup_count);
      const qrId = async () => String((await send(a, '/api/site/getsiteinfo', { host })).data.qr_parameter_id);
      const [student] = await logInStudents(b, [phone(at + 8)]);
      // A caches both answers now; the site row then changes behind its back, as a back office writes it
      const before = await count();
      await qrId();
      const changed = `changed-${run}-${at}`;
      await sql!.query('update site set qr_parameter_id = $1 where host = $2', [changed, host]);
      expect((await send(b, '/api/schooljobfairzone/signup', { host, cookie: `uniq_user_token=${student!.token}`, form: { id: String(fairId) } })).code).toBe(0);

      const bound = redisUrl ? 1000 : SITE_CACHE_MS + 1000;
      expect(await msUntil(async () => (await count()) === before + 1 && (await qrId()) === changed, bound)).toBeGreaterThanOrEqual(0);
    });
  });
});
