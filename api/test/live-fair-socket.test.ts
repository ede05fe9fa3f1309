import type { WebSocket } from 'ws';
import { LIVE_FAIR } from '@campus/shared-utils/rules';
import type { BoothPlace } from '@campus/shared-utils/shapes';
import { fakeClock } from './auth-helper';
import { addParticipant, newCompany, newFair, newPosition, newRecruiter, newSite } from './content-helper';
import { buildApp } from '../src/app';
import { body, buildTestApp, DB_KINDS, formPost, testConfig, useTestApp, type TestApp } from './helper';
import { giveResume, newStudent } from './mine-helper';
import { describeWith, serviceUrl } from './services';

// The live fair's socket (docs/api-live-fair.md "Live updates"): pushed booth changes, the student's sign of life,
// its budgets, and the notices of another process through Redis.

const HOST = 'live-socket.localhost';
const MINUTE = 60_000;

type Message = { type: string; company_id?: number; entry?: number; data?: { kind: string; sdp?: string }; ice_servers?: unknown[] };

const inboxes = new WeakMap<WebSocket, ReturnType<typeof listenTo>>();
/** The messages a socket received since it was made (its first, the hello, arrives with the open), and a wait for the next one that matches. */
const inbox = (socket: WebSocket) => inboxes.get(socket) ?? listenTo(socket);
/** injectWS's option that starts a socket's inbox before it opens. */
const withInbox = { onInit: (socket: WebSocket) => void inboxes.set(socket, listenTo(socket)) };

function listenTo(socket: WebSocket) {
  const seen: Message[] = [];
  const waiters: { match: (m: Message) => boolean; done: (m: Message) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString('utf8')) as Message;
    seen.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done(m);
      }
    }
  });
  const next = (match: (m: Message) => boolean) =>
    new Promise<Message>((resolve, reject) => {
      const found = seen.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no matching message; seen ${JSON.stringify(seen)}`)), 1000);
      waiters.push({ match, done: (m) => (clearTimeout(timer), resolve(m)) });
    });
  return { seen, next };
}

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));

/** An online fair of its own site with one company bringing one position, running around `now`. */
async function liveFair(app: TestApp['app'], now: number, host = HOST) {
  const site = await newSite(app, host);
  const fair = await newFair(app, site, { title: '空中双选会', kind: 'online', start_at: now - 60 * MINUTE, end_at: now + 6 * 60 * MINUTE });
  const company = await newCompany(app, site, '星河科技');
  const position = await newPosition(app, site, company, '前端开发工程师');
  await addParticipant(app, fair, company, { sort: 1, positions: [position] });
  return { fair, company, position };
}


/** A session description as big as a real offer with its candidates (a NOTIFY payload is at most 8000 bytes). */
const BIG_SDP = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.168.1.20 54400 typ host generation 0\r\n'.repeat(120)}`;

/**
 * Whether a notice announced on process `from` reaches a page whose socket is on process `to` (a fair of `to`'s
 * own): a booth change, or a call's signal (with a big offer) for that page's student. Announced until heard: the
 * other process's subscriber may still be connecting.
 */
async function heardAcross(from: TestApp['app'], to: TestApp['app'], host: string, what: 'booth' | 'signal'): Promise<Message | undefined> {
  const { fair, company } = await liveFair(to, to.now(), host);
  const s = await newStudent(to);
  const socket = await to.injectWS(`/api/livefair/socket?id=${fair}`, { headers: { host, ...s.headers } }, withInbox);
  const page = inbox(socket);
  const signal = { entry: 7, to: 'student' as const, student: s.id, data: { kind: 'offer' as const, sdp: BIG_SDP } };
  let heard: Message | undefined;
  for (let i = 0; i < 30 && !heard; i += 1) {
    from.boothChanges.announce(what === 'booth' ? { fair, company } : { fair, company, signal });
    heard = await page.next((m) => m.type === what).catch(() => undefined);
  }
  socket.terminate();
  return heard;
}

describe.each(DB_KINDS)('live fair socket on %s', (kind) => {
  const clock = fakeClock(Date.UTC(2026, 10, 22, 2, 0, 0));
  const t = useTestApp(kind, {}, { now: clock.now });
  let ids: Awaited<ReturnType<typeof liveFair>>;
  let recruiter: { cookie: string };
  const sockets: WebSocket[] = [];
  const open = async (headers: Record<string, string>, fair = ids.fair) => {
    const socket = await t.app.injectWS(`/api/livefair/socket?id=${fair}`, { headers: { host: HOST, ...headers } }, withInbox);
    sockets.push(socket);
    return socket;
  };
  const post = (url: string, fields: Record<string, string | number>, headers: { cookie: string }) =>
    formPost(t.app, url, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), { host: HOST, ...headers });

  beforeAll(async () => {
    ids = await liveFair(t.app, clock.now());
    recruiter = await newRecruiter(t.app, ids.company);
    await post('/api/livefair/setbooth', { id: ids.fair, open: 1 }, recruiter);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.terminate();
  });

  it('opens for a student or a recruiter only, from our own sites only, on an online fair of this site', async () => {
    await expect(t.app.injectWS(`/api/livefair/socket?id=${ids.fair}`, { headers: { host: HOST } })).rejects.toThrow();
    const s = await newStudent(t.app);
    const cross = { ...s.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    await expect(t.app.injectWS(`/api/livefair/socket?id=${ids.fair}`, { headers: { host: HOST, ...cross } })).rejects.toThrow();
    await expect(t.app.injectWS(`/api/livefair/socket?id=999999`, { headers: { host: HOST, ...s.headers } })).rejects.toThrow();
    const socket = await open(s.headers);
    expect(socket.readyState).toBe(socket.OPEN);
    // the page first hears the call's ICE servers (none configured: loopback and one LAN connect without)
    expect(await inbox(socket).next((m) => m.type === 'hello')).toEqual({ type: 'hello', ice_servers: [] });
  });

  it('tells every open page of the fair which booth changed, with its numbers, and the student concerned that its place did', async () => {
    const watcher = await newStudent(t.app);
    const page = inbox(await open(watcher.headers));
    const console = inbox(await open(recruiter));
    const s = await newStudent(t.app);
    const own = inbox(await open(s.headers));
    await giveResume(t.app, s.id, '排队同学');
    const waitingBefore = body<{ list: { company_id: number; waiting: number }[] }>(await t.app.inject({ url: `/api/livefair/getbooths?id=${ids.fair}`, headers: { host: HOST } })).data.list[0]!.waiting;
    expect(body(await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.company, position_id: ids.position }, s.headers)).data.code).toBe(0);
    // the booth's numbers ride on the notice: no page reads the list again
    const notice = { type: 'booth', company_id: ids.company, open: 1, waiting: waitingBefore + 1, expected_wait_minutes: expect.any(Number) };
    expect(await page.next((m) => m.type === 'booth')).toEqual(notice);
    expect(await console.next((m) => m.type === 'booth')).toEqual(notice);
    // the student who joined hears its place changed (another tab of it reads it); the others do not
    expect(await own.next((m) => m.type === 'place')).toEqual({ type: 'place', company_id: ids.company });
    const before = page.seen.length;
    const ownBefore = own.seen.filter((m) => m.type === 'place').length;
    await post('/api/livefair/call', { id: ids.fair, entry_id: (await t.app.db.selectFrom('fair_booth_entry').select('id').where('student_id', '=', s.id).executeTakeFirstOrThrow()).id }, recruiter);
    await page.next((m) => m.type === 'booth' && page.seen.indexOf(m) >= before);
    await own.next((m) => m.type === 'place' && own.seen.filter((x) => x.type === 'place').length > ownBefore);
    expect(page.seen.filter((m) => m.type === 'place')).toEqual([]);
  });

  it('keeps a waiting place while the page’s socket says it is there, and gives it up once it stops', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id, '安静同学');
    await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.company, position_id: ids.position }, s.headers);
    const socket = await open(s.headers);
    for (let i = 0; i < 3; i += 1) {
      clock.advance((LIVE_FAIR.absentSeconds - 10) * 1000);
      socket.send(JSON.stringify({ type: 'here' }));
      // the sign of life is written after the message arrives
      await new Promise((r) => setTimeout(r, 100));
    }
    const place = async () => body<BoothPlace>(await t.app.inject({ url: `/api/livefair/getplace?id=${ids.fair}&company_id=${ids.company}`, headers: { host: HOST, ...s.headers } })).data;
    const booths = async () => (await t.app.db.selectFrom('fair_booth_entry').select('state').where('student_id', '=', s.id).executeTakeFirstOrThrow()).state;
    expect(await booths()).toBe('waiting');
    clock.advance((LIVE_FAIR.absentSeconds + 1) * 1000);
    expect(await place()).toMatchObject({ state: 'left', left_text: '您离开页面时间过长，已退出排队，可重新排队' });
  });

  it('relays a call’s signals between the called student and the company’s recruiters, and to nobody else', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id, '视频同学');
    await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.company, position_id: ids.position }, s.headers);
    const other = await newStudent(t.app);
    const second = await newRecruiter(t.app, ids.company);
    const student = await open(s.headers);
    const studentPage = inbox(student);
    const bystander = inbox(await open(other.headers));
    const console = await open(recruiter);
    const consolePage = inbox(console);
    const secondPage = inbox(await open(second));
    const say = (socket: WebSocket, entry: number, data: object) => socket.send(JSON.stringify({ type: 'signal', entry, data }));

    // not called yet: nothing is relayed, the page is told the call is not on
    const entry = (await t.app.db.selectFrom('fair_booth_entry').select('id').where('student_id', '=', s.id).executeTakeFirstOrThrow()).id;
    say(student, entry, { kind: 'ready' });
    expect(await studentPage.next((m) => m.type === 'ended')).toEqual({ type: 'ended', entry });

    await post('/api/livefair/call', { id: ids.fair, entry_id: entry }, recruiter);
    say(student, entry, { kind: 'ready' });
    expect(await consolePage.next((m) => m.type === 'signal')).toEqual({ type: 'signal', entry, data: { kind: 'ready' } });
    // the company's second recruiter hears it too (its page ignores a call it did not make)
    expect(await secondPage.next((m) => m.type === 'signal')).toEqual({ type: 'signal', entry, data: { kind: 'ready' } });
    say(console, entry, { kind: 'offer', sdp: BIG_SDP });
    expect(await studentPage.next((m) => m.type === 'signal')).toEqual({ type: 'signal', entry, data: { kind: 'offer', sdp: BIG_SDP } });
    say(student, entry, { kind: 'answer', sdp: 'v=0 answer' });
    expect(await consolePage.next((m) => m.type === 'signal' && m.data?.kind === 'answer')).toMatchObject({ data: { sdp: 'v=0 answer' } });

    // another student cannot speak into the call, nor hears it; a malformed signal is dropped
    const intruder = await open(other.headers);
    const intruderPage = inbox(intruder);
    say(intruder, entry, { kind: 'offer', sdp: 'v=0 intruder' });
    expect(await intruderPage.next((m) => m.type === 'ended')).toEqual({ type: 'ended', entry });
    say(student, entry, { kind: 'offer' });
    say(student, entry, { kind: 'bye' });
    await consolePage.next((m) => m.data?.kind === 'bye');
    expect(consolePage.seen.filter((m) => m.type === 'signal').map((m) => m.data?.kind)).toEqual(['ready', 'answer', 'bye']);
    expect(bystander.seen.filter((m) => m.type !== 'booth' && m.type !== 'hello')).toEqual([]);

    // the result ends the call: a signal after it is answered ended
    await post('/api/livefair/result', { id: ids.fair, entry_id: entry, result: 'hold', note: '' }, recruiter);
    say(student, entry, { kind: 'ready' });
    await studentPage.next((m) => m.type === 'ended' && studentPage.seen.filter((x) => x.type === 'ended').length === 2);
  });

  it('closes a socket that floods, and a user’s socket beyond the budget, with 4008', async () => {
    const s = await newStudent(t.app);
    const flood = await open(s.headers);
    const code = closed(flood);
    for (let i = 0; i <= LIVE_FAIR.socketMessages; i += 1) flood.send(JSON.stringify({ type: 'here' }));
    expect(await code).toBe(4008);
    // the server has let go of the flooding socket
    await new Promise((r) => setTimeout(r, 100));

    const many: WebSocket[] = [];
    for (let i = 0; i < LIVE_FAIR.socketsPerUser; i += 1) many.push(await open(s.headers));
    const extra = await open(s.headers);
    expect(await closed(extra)).toBe(4008);
    // the ones within the budget stay open
    expect(many.map((m) => m.readyState)).toEqual(many.map(() => 1));
  });
});

describeWith('Redis', 'live fair socket across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  const prefix = `campus-test-live-${process.pid}:`;
  beforeAll(async () => {
    a = await buildTestApp('sqlite', { REDIS_URL: serviceUrl('Redis'), REDIS_PREFIX: prefix });
    b = await buildTestApp('sqlite', { REDIS_URL: serviceUrl('Redis'), REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a change on one process reaches a page whose socket is on the other, and a call’s offer its student', async () => {
    expect(await heardAcross(a.app, b.app, 'live-redis.localhost', 'booth')).toMatchObject({ type: 'booth' });
    expect(await heardAcross(a.app, b.app, 'live-redis-2.localhost', 'signal')).toEqual({ type: 'signal', entry: 7, data: { kind: 'offer', sdp: BIG_SDP } });
  });
});

describeWith('PostgreSQL', 'live fair socket across two processes on one PostgreSQL database, without Redis', () => {
  let a: TestApp;
  let b: TestApp['app'];
  beforeAll(async () => {
    a = await buildTestApp('postgres');
    // the second process on the same database, as a balancer's second worker
    b = await buildApp({ config: testConfig({ DATABASE_URL: a.config.databaseUrl, DATABASE_SCHEMA: a.config.databaseSchema, SEED_DEMO: '0' }), logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a change on one process reaches a page whose socket is on the other, through LISTEN/NOTIFY, and a call’s offer (deflated) its student', async () => {
    expect(BIG_SDP.length).toBeGreaterThan(8000);
    expect(await heardAcross(a.app, b, 'live-pg.localhost', 'booth')).toMatchObject({ type: 'booth' });
    expect(await heardAcross(a.app, b, 'live-pg-2.localhost', 'signal')).toEqual({ type: 'signal', entry: 7, data: { kind: 'offer', sdp: BIG_SDP } });
  });
});
