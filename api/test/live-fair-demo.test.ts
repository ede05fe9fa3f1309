import type { BoothLiveList, BoothPlace, BoothSlotList, ConsoleBoothList } from '@campus/shared-utils/shapes';
import { LIVE_FAIR, slotProblem } from '@campus/shared-utils/rules';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { chinaMidnight } from '../src/lib/china-time';
import { seedDemoAccounts } from '../src/seed/accounts';
import { seedContentDemo } from '../src/seed/content/seed-content';
import { seedDemo } from '../src/seed/demo';
import { seedHomeDemo } from '../src/seed/home/seed-home';
import { employerPasswordLogin, setCookie } from './auth-helper';
import { addParticipant, DAY, newCompany, newFair, newPosition, newRecruiter, newSite } from './content-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { giveResume, newStudent, sessionHeaders } from './mine-helper';

// The demo's online fair that happens here (seed/content/seed-live-booths.ts): the demo employer staffs its
// company's booth at the school site's running online fair, and its back office (/company/) links the console.

const HOST = 'school.localhost';
const FAIR = '经济管理类空中双选会';
const COMPANY = '临江智造科技有限公司';
const HOUR = 3_600_000;
const QUARTER = LIVE_FAIR.slotMinutes * 60_000;

describe.each(DB_KINDS)('the demo’s live fair on %s', (kind) => {
  const t = useTestApp(kind);
  const ids = { fair: 0, company: 0, position: 0 };
  const fairTimes = { start_at: 0, end_at: 0 };
  let employer = { cookie: '' };

  const get = (url: string, headers: { cookie?: string } = {}, host = HOST) => t.app.inject({ url, headers: { host, ...headers } });
  const post = (url: string, fields: Record<string, string | number>, headers: { cookie?: string } = {}) =>
    formPost(t.app, url, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), { host: HOST, ...headers });

  beforeAll(async () => {
    const site = await t.app.db.selectFrom('site').select('id').where('host', '=', HOST).executeTakeFirstOrThrow();
    const fair = await t.app.db.selectFrom('job_fair').select(['id', 'start_at', 'end_at']).where('site_id', '=', site.id).where('title', '=', FAIR).executeTakeFirstOrThrow();
    Object.assign(fairTimes, { start_at: Number(fair.start_at), end_at: Number(fair.end_at) });
    ids.fair = fair.id;
    ids.company = (await t.app.db.selectFrom('company').select('id').where('site_id', '=', site.id).where('name', '=', COMPANY).executeTakeFirstOrThrow()).id;
    const position = await t.app.db.selectFrom('job_fair_position').select('position_id').where('fair_id', '=', ids.fair).where('company_id', '=', ids.company).orderBy('position_id').executeTakeFirstOrThrow();
    ids.position = position.position_id;
    const login = await employerPasswordLogin(t.app, '13900000001', 'Demo@2026', { host: HOST });
    expect(body(login).data.code).toBe(0);
    employer = { cookie: `uniq_user_token=${setCookie(login, 'uniq_user_token') ?? ''}` };
  });

  it('runs the fair now, and the demo employer gets its company’s open booth with slots published later in the fair', async () => {
    const now = Date.now();
    expect(fairTimes.start_at).toBeLessThanOrEqual(now);
    expect(fairTimes.end_at).toBeGreaterThan(now);

    const desk = body<ConsoleBoothList>(await get('/api/livefair/console', employer)).data;
    expect(desk).toMatchObject({ code: 0, company_id: ids.company, company_name: COMPANY });
    expect(desk.list.map((f) => f.fair_id)).toEqual([ids.fair]);
    const booth = desk.list[0]!;
    expect(booth).toMatchObject({ fair_title: FAIR, start_at: fairTimes.start_at, end_at: fairTimes.end_at, open: 1, entries: [] });
    expect(booth.slots.length).toBeGreaterThanOrEqual(3);
    for (const s of booth.slots) {
      // on a quarter hour, inside the fair, not started: as a recruiter's publish is checked
      expect(slotProblem(s.start_at, fairTimes, now)).toBeNull();
      expect(s).toMatchObject({ end_at: s.start_at + QUARTER, free: 1, mine: 0 });
    }
    // the console is its own site's: on another site the company is at no fair
    expect(body<ConsoleBoothList>(await get('/api/livefair/console', employer, 'localhost')).data).toMatchObject({ code: 0, list: [] });
  });

  it('shows a student the fair’s booths, the demo company’s and a few others open, with its slots', async () => {
    const booths = body<BoothLiveList>(await get(`/api/livefair/getbooths?id=${ids.fair}`)).data;
    expect(booths.code).toBe(0);
    expect(booths.list.find((b) => b.company_id === ids.company)).toMatchObject({ open: 1 });
    const open = booths.list.filter((b) => b.open === 1);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.length).toBeLessThanOrEqual(4);
    // every open booth is of a company at the fair
    const taking = await t.app.db.selectFrom('job_fair_company').select('company_id').where('fair_id', '=', ids.fair).execute();
    for (const b of open) expect(taking.map((c) => c.company_id)).toContain(b.company_id);

    const s = await newStudent(t.app);
    const slots = body<BoothSlotList>(await get(`/api/livefair/getslots?id=${ids.fair}&company_id=${ids.company}`, s.headers)).data.list;
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots.every((slot) => slot.free === 1 && slot.mine === 0)).toBe(true);
  });

  it('lets a student queue and book at the demo booth with one of the company’s positions at the fair, and the recruiter sees both', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id, '展位同学');
    const joined = body<BoothPlace>(await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.company, position_id: ids.position, resume_type: 1, resume_id: s.id }, s.headers)).data;
    expect(joined).toMatchObject({ code: 0, state: 'waiting', place: 1 });
    const [slot] = body<BoothSlotList>(await get(`/api/livefair/getslots?id=${ids.fair}&company_id=${ids.company}`, s.headers)).data.list;
    expect(body(await post('/api/livefair/bookslot', { slot_id: slot!.id, position_id: ids.position, resume_type: 1, resume_id: s.id }, s.headers)).data.code).toBe(0);

    const entries = body<ConsoleBoothList>(await get('/api/livefair/console', employer)).data.list[0]!.entries;
    expect(entries.map((e) => [e.kind, e.student_name])).toEqual([
      ['booking', '展位同学'],
      ['queue', '展位同学'],
    ]);
    await post('/api/livefair/leavequeue', { id: ids.fair, company_id: ids.company }, s.headers);
    await post('/api/livefair/cancelbooking', { slot_id: slot!.id }, s.headers);
  });

  it('lists the fair with its console link on the demo employer’s back office, and nothing of it for a student or a visitor', async () => {
    const page = (await get('/company/', employer)).body;
    expect(page).toContain('<h2 id="booth-fairs">空中双选会展位</h2>');
    expect(page).toContain(`<strong>${FAIR}</strong>（进行中）`);
    // its time, to the minute in China Standard Time
    const minute = (at: number) => new Date(at + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    expect(page).toContain(`<span>${minute(fairTimes.start_at)} 至 ${minute(fairTimes.end_at)}</span>`);
    expect(page).toContain(`<a href="/#/boothConsole?id=${ids.fair}">进入展位控制台</a>`);
    expect(page).not.toMatch(/<script/i);

    const student = await newStudent(t.app);
    for (const headers of [student.headers, {}]) {
      const other = (await get('/company/', headers)).body;
      expect(other).not.toContain('空中双选会展位');
      expect(other).not.toContain('boothConsole');
    }
    // another site's back office: the company is at none of its fairs
    const elsewhere = (await get('/company/', employer, 'localhost')).body;
    expect(elsewhere).toContain('空中双选会展位');
    expect(elsewhere).toContain('贵公司暂无进行中或即将开始的空中双选会。');
    expect(elsewhere).not.toContain('boothConsole');
  });

  it('lists only the online fairs of this site the company is at that have not ended, soonest first, escaped; none for an account of no company', async () => {
    const host = 'live-office.localhost';
    const siteId = await newSite(t.app, host);
    const now = Date.now();
    const company = await newCompany(t.app, siteId, '展位公司');
    const position = await newPosition(t.app, siteId, company, '管培生');
    const fairs = {
      later: await newFair(t.app, siteId, { title: '下周<b>空中</b>双选会 & "专场"', kind: 'online', start_at: now + 7 * DAY, end_at: now + 7 * DAY + 4 * HOUR }),
      running: await newFair(t.app, siteId, { title: '今天的空中双选会', kind: 'online', start_at: now - HOUR, end_at: now + 3 * HOUR }),
      ended: await newFair(t.app, siteId, { title: '上周的空中双选会', kind: 'online', start_at: now - 7 * DAY, end_at: now - 7 * DAY + 4 * HOUR }),
      offline: await newFair(t.app, siteId, { title: '现场招聘会', kind: 'offline', start_at: now - HOUR, end_at: now + 3 * HOUR }),
      hidden: await newFair(t.app, siteId, { title: '下架的空中双选会', kind: 'online', start_at: now - HOUR, end_at: now + 3 * HOUR, status: 0 }),
      notThere: await newFair(t.app, siteId, { title: '未参会的空中双选会', kind: 'online', start_at: now - HOUR, end_at: now + 3 * HOUR }),
    };
    for (const [sort, fair] of [fairs.later, fairs.running, fairs.ended, fairs.offline, fairs.hidden].entries()) await addParticipant(t.app, fair, company, { sort, positions: [position] });
    const recruiter = await newRecruiter(t.app, company);

    const page = (await get('/company/', recruiter, host)).body;
    const links = [...page.matchAll(/href="\/#\/boothConsole\?id=(\d+)"/g)].map((m) => Number(m[1]));
    expect(links).toEqual([fairs.running, fairs.later]);
    expect(page).toContain('<strong>今天的空中双选会</strong>（进行中）');
    expect(page).toContain('<strong>下周&lt;b&gt;空中&lt;/b&gt;双选会 &amp; &quot;专场&quot;</strong>（未开始）');
    expect(page).not.toContain('<b>空中</b>');

    // an employer account that recruits for no company, and another back office, show no section
    const stranger = await newRecruiter(t.app, 0);
    expect((await get('/company/', stranger, host)).body).not.toContain('空中双选会展位');
    expect((await get('/op/', recruiter, host)).body).not.toContain('空中双选会展位');
    // a student session on the employer back office is told it is the wrong role, with no section
    expect((await get('/company/', await sessionHeaders(t.app, 'student', 1), host)).body).not.toContain('空中双选会展位');
  });
});

/** The seed's clock is the real one: a demo seeded late at night or at dawn gets a running fair and slots still to come. */
describe('the demo’s live fair seeded at other hours', () => {
  it.each([
    ['a late night', chinaMidnight(2027, 3, 9) + 23 * HOUR + 50 * 60_000],
    ['a dawn', chinaMidnight(2027, 10, 20) + 5 * HOUR + 10 * 60_000],
  ])('on %s', async (_when, now) => {
    const db = connectDatabase({ databaseUrl: ':memory:', sqliteBusyTimeoutMs: 1000 });
    try {
      await migrateToLatest(db);
      await seedDemo(db);
      await seedHomeDemo(db);
      await seedDemoAccounts(db, now, { N: 2 ** 10, r: 8, p: 1 });
      expect(await seedContentDemo(db, now)).toBe(true);
      const fair = await db.selectFrom('job_fair').innerJoin('site', 'site.id', 'job_fair.site_id').select(['job_fair.id', 'job_fair.start_at', 'job_fair.end_at']).where('site.host', '=', HOST).where('job_fair.title', '=', FAIR).executeTakeFirstOrThrow();
      const window = { start_at: Number(fair.start_at), end_at: Number(fair.end_at) };
      expect(window.start_at <= now && now < window.end_at).toBe(true);
      const company = await db.selectFrom('company').select('id').where('name', '=', COMPANY).executeTakeFirstOrThrow();
      const recruiter = await db.selectFrom('company_recruiter').innerJoin('employer', 'employer.id', 'company_recruiter.employer_id').select(['employer.phone', 'company_recruiter.company_id']).execute();
      expect(recruiter).toEqual([{ phone: '13900000001', company_id: company.id }]);
      const rooms = await db.selectFrom('fair_booth_room').select(['company_id', 'open']).where('fair_id', '=', fair.id).execute();
      expect(rooms.find((r) => r.company_id === company.id)).toMatchObject({ open: 1 });
      const slots = await db.selectFrom('fair_booth_slot').select(['start_at', 'end_at']).where('fair_id', '=', fair.id).where('company_id', '=', company.id).execute();
      expect(slots.length).toBeGreaterThanOrEqual(3);
      for (const s of slots) expect(slotProblem(Number(s.start_at), window, now)).toBeNull();
      const positions = await db.selectFrom('job_fair_position').select('position_id').where('fair_id', '=', fair.id).where('company_id', '=', company.id).execute();
      expect(positions.length).toBeGreaterThanOrEqual(2);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
