import type { ApplicationCounts, BoothLiveList, BoothPlace, BoothSlotList, ConsoleBoothList, MyBookingList } from '@campus/shared-utils/shapes';
import { CONTENT_MSG, LIVE_FAIR } from '@campus/shared-utils/rules';
import { fakeClock } from './auth-helper';
import { addParticipant, newCompany, newFair, newPosition, newRecruiter, newSite } from './content-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { giveResume, newStudent } from './mine-helper';

// Online fairs that happen here (docs/api-live-fair.md): booths, queues, slots and results, on both databases.

const HOST = 'live-a.localhost';
const OTHER = 'live-b.localhost';
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

describe.each(DB_KINDS)('live fair on %s', (kind) => {
  // a quarter hour, so slots can start on the clock's own quarters
  const clock = fakeClock(Date.UTC(2026, 10, 22, 2, 0, 0));
  const t = useTestApp(kind, {}, { now: clock.now });
  const ids = { site: 0, fair: 0, offline: 0, future: 0, otherSiteFair: 0, a: 0, b: 0, absent: 0, posA: 0, posB: 0, posOutside: 0, recruiterA: 0, recruiterA2: 0, recruiterB: 0, stranger: 0 };
  const as: Record<string, { cookie: string }> = {};

  const get = (url: string, headers: { cookie?: string } = {}, host = HOST) => t.app.inject({ url, headers: { host, ...headers } });
  const post = (url: string, fields: Record<string, string | number>, headers: { cookie?: string } = {}, host = HOST) =>
    formPost(t.app, url, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), { host, ...headers });
  const student = async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id, `学生${s.id}`);
    return s;
  };
  const join = (s: { id: number; headers: { cookie: string } }, company = ids.a, position = ids.posA) =>
    post('/api/livefair/joinqueue', { id: ids.fair, company_id: company, position_id: position, resume_type: 1, resume_id: s.id }, s.headers);
  const place = async (s: { headers: { cookie: string } }, company = ids.a) => body<BoothPlace>(await get(`/api/livefair/getplace?id=${ids.fair}&company_id=${company}`, s.headers)).data;
  const consoleOf = async (who: { cookie: string }) => body<ConsoleBoothList>(await get('/api/livefair/console', who)).data;
  beforeAll(async () => {
    const now = clock.now();
    ids.site = await newSite(t.app, HOST);
    const other = await newSite(t.app, OTHER);
    ids.fair = await newFair(t.app, ids.site, { title: '空中双选会', kind: 'online', start_at: now - 60 * MINUTE, end_at: now + 6 * 60 * MINUTE });
    ids.offline = await newFair(t.app, ids.site, { title: '现场招聘会', kind: 'offline', start_at: now - 60 * MINUTE, end_at: now + 60 * MINUTE });
    ids.future = await newFair(t.app, ids.site, { title: '下周空中双选会', kind: 'online', start_at: now + 7 * 24 * 60 * MINUTE, end_at: now + 7 * 24 * 60 * MINUTE + 4 * 60 * MINUTE });
    ids.otherSiteFair = await newFair(t.app, other, { title: '别站空中双选会', kind: 'online', start_at: now - 60 * MINUTE, end_at: now + 60 * MINUTE });
    ids.a = await newCompany(t.app, ids.site, '星河科技');
    ids.b = await newCompany(t.app, ids.site, '蓝海银行');
    ids.absent = await newCompany(t.app, ids.site, '未参会公司');
    ids.posA = await newPosition(t.app, ids.site, ids.a, '前端开发工程师');
    ids.posB = await newPosition(t.app, ids.site, ids.b, '管培生');
    ids.posOutside = await newPosition(t.app, ids.site, ids.a, '不在本场的岗位');
    await addParticipant(t.app, ids.fair, ids.a, { sort: 1, positions: [ids.posA] });
    await addParticipant(t.app, ids.fair, ids.b, { sort: 2, positions: [ids.posB] });
    await addParticipant(t.app, ids.future, ids.a, { sort: 1, positions: [ids.posA] });
    as.a = await newRecruiter(t.app, ids.a);
    as.a2 = await newRecruiter(t.app, ids.a);
    as.b = await newRecruiter(t.app, ids.b);
    as.stranger = await newRecruiter(t.app, 0);
  });

  it('refuses visitors, students and employers without a company at the recruiter’s calls, and students alone queue', async () => {
    expect(body(await get('/api/livefair/console')).data.code).toBe(20011);
    const s = await student();
    expect(body(await get('/api/livefair/console', s.headers)).data).toMatchObject({ code: 44018, msg: CONTENT_MSG.notRecruiter });
    expect(body(await get('/api/livefair/console', as.stranger)).data.code).toBe(44018);
    expect(body(await post('/api/livefair/setbooth', { id: ids.fair, open: 1 }, as.stranger)).data.code).toBe(44018);
    expect(body(await join({ id: 1, headers: as.a! })).data.code).toBe(20013);
    expect(body(await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.a, position_id: ids.posA, resume_type: 1, resume_id: 1 })).data.code).toBe(20011);
  });

  it('lists the company’s online fairs that have not ended on its console, and refuses a fair the company is not at', async () => {
    const c = await consoleOf(as.a);
    expect(c.list.map((f) => f.fair_title)).toEqual(['空中双选会', '下周空中双选会']);
    expect(c.list[0]).toMatchObject({ open: 0, slots: [], entries: [] });
    expect(body(await post('/api/livefair/setbooth', { id: ids.future, open: 1 }, as.b)).data.code).toBe(44019);
    expect(body(await post('/api/livefair/setbooth', { id: ids.offline, open: 1 }, as.a)).data.code).toBe(44003);
    expect(body(await post('/api/livefair/setbooth', { id: ids.otherSiteFair, open: 1 }, as.a)).data.code).toBe(44003);
    // a fair that has not started cannot open its booth
    expect(body(await post('/api/livefair/setbooth', { id: ids.future, open: 1 }, as.a)).data).toMatchObject({ code: 44008, msg: CONTENT_MSG.fairNotRunning });
  });

  it('a closed booth takes nobody and sends no resume; an open one queues students in order with their expected wait', async () => {
    const first = await student();
    expect(body(await join(first)).data).toMatchObject({ code: 44009, msg: CONTENT_MSG.boothClosed });
    expect(await t.app.db.selectFrom('application').select('id').where('student_id', '=', first.id).execute()).toHaveLength(0);

    expect(body<ConsoleBoothList>(await post('/api/livefair/setbooth', { id: ids.fair, open: 1 }, as.a)).data.list[0]).toMatchObject({ open: 1 });
    const joined = body<BoothPlace>(await join(first)).data;
    expect(joined).toMatchObject({ code: 0, state: 'waiting', place: 1, waiting: 1, expected_wait_minutes: Math.ceil(LIVE_FAIR.defaultTalkMinutes / 2) });
    // a second click holds the same place
    expect(body<BoothPlace>(await join(first)).data).toMatchObject({ entry_id: joined.entry_id, place: 1 });
    const second = await student();
    expect(body<BoothPlace>(await join(second)).data).toMatchObject({ place: 2, waiting: 2, expected_wait_minutes: Math.ceil(LIVE_FAIR.defaultTalkMinutes * 1.5) });

    // the resume went in as an application to the position (投递反馈), once
    const applications = await t.app.db.selectFrom('application').selectAll().where('student_id', '=', first.id).execute();
    expect(applications).toMatchObject([{ position_id: ids.posA, company_id: ids.a, resume_type: 'online', status: 'delivered' }]);

    const booths = body<BoothLiveList>(await get(`/api/livefair/getbooths?id=${ids.fair}`)).data.list;
    expect(booths.find((b) => b.company_id === ids.a)).toMatchObject({ open: 1, waiting: 2 });

    // leaving: the next moves up
    expect(body<BoothPlace>(await post('/api/livefair/leavequeue', { id: ids.fair, company_id: ids.a }, first.headers)).data).toMatchObject({ state: 'left', left_text: '' });
    expect(await place(second)).toMatchObject({ state: 'waiting', place: 1 });
    expect(body(await post('/api/livefair/leavequeue', { id: ids.fair, company_id: ids.a }, first.headers)).data.code).toBe(44011);
    await post('/api/livefair/leavequeue', { id: ids.fair, company_id: ids.a }, second.headers);
  });

  it('refuses a position the company does not bring to the fair, a company not at it, and a fair not running', async () => {
    const s = await student();
    expect(body(await join(s, ids.a, ids.posOutside)).data).toMatchObject({ code: 44017, msg: CONTENT_MSG.positionNotAtFair });
    expect(body(await join(s, ids.a, ids.posB)).data.code).toBe(44017);
    expect(body(await join(s, ids.absent, ids.posA)).data.code).toBe(44003);
    expect(body(await post('/api/livefair/joinqueue', { id: ids.future, company_id: ids.a, position_id: ids.posA, resume_type: 1, resume_id: s.id }, s.headers)).data.code).toBe(44008);
    // another student's resume is not this student's to send
    const other = await student();
    expect(body(await join({ id: other.id, headers: s.headers })).data.code).toBe(43005);
    // nor can a student without an online resume go without choosing one
    const bare = await newStudent(t.app);
    expect(body(await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.a, position_id: ids.posA }, bare.headers)).data.code).toBe(43005);
  });

  it('calls the longest waiting student, lets one recruiter of two have them, and the result lands in the student’s application', async () => {
    const s1 = await student();
    const s2 = await student();
    expect(body(await join(s1)).data).toMatchObject({ code: 0, place: 1 });
    expect(body(await join(s2)).data).toMatchObject({ code: 0, place: 2 });
    // two recruiters of the company call at once: each gets a different student
    const [c1, c2] = await Promise.all([post('/api/livefair/call', { id: ids.fair }, as.a), post('/api/livefair/call', { id: ids.fair }, as.a2)]);
    expect([body(c1).data.code, body(c2).data.code]).toEqual([0, 0]);
    const called = (await consoleOf(as.a)).list[0]!.entries.filter((e) => e.state === 'called');
    expect(called.map((e) => e.student_name).sort()).toEqual([`学生${s1.id}`, `学生${s2.id}`].sort());
    expect(called[0]).toMatchObject({ position_title: '前端开发工程师' });
    expect(JSON.parse(called[0]!.resume)).toMatchObject({ type: 1, content: { basic: { name: called[0]!.student_name } } });
    // a queue talk ends one slot's length after the call
    expect(await place(s1)).toMatchObject({ state: 'called', place: 0, ends_at: clock.now() + QUARTER });
    expect(called[0]).toMatchObject({ ends_at: clock.now() + QUARTER });
    // each recruiter sees which of the two it called
    expect(called.map((e) => e.by_me).sort()).toEqual([0, 1]);
    expect(body(await post('/api/livefair/call', { id: ids.fair }, as.a)).data).toMatchObject({ code: 44021, msg: CONTENT_MSG.noOneWaiting });

    const entry = called.find((e) => e.student_name === `学生${s1.id}`)!;
    // another company's recruiter cannot mark it; a note over the limit is refused
    expect(body(await post('/api/livefair/result', { id: ids.fair, entry_id: entry.id, result: 'pass' }, as.b)).data.code).toBe(44020);
    expect(body(await post('/api/livefair/result', { id: ids.fair, entry_id: entry.id, result: 'pass', note: '好'.repeat(201) }, as.a)).data.code).toBe(44022);
    clock.advance(10 * MINUTE);
    expect(body(await post('/api/livefair/result', { id: ids.fair, entry_id: entry.id, result: 'pass', note: '请准备二面' }, as.a)).data.code).toBe(0);
    // marked once
    expect(body(await post('/api/livefair/result', { id: ids.fair, entry_id: entry.id, result: 'reject' }, as.a)).data.code).toBe(44020);
    expect(await place(s1)).toMatchObject({ state: 'done', result: 'pass', result_text: '通过', note: '请准备二面' });

    const application = await t.app.db.selectFrom('application').selectAll().where('student_id', '=', s1.id).executeTakeFirstOrThrow();
    expect(application).toMatchObject({ status: 'viewed', unread: 1 });
    const events = await t.app.db.selectFrom('application_event').select(['status', 'note']).where('application_id', '=', application.id).orderBy('id').execute();
    expect(events.at(-1)).toEqual({ status: 'viewed', note: '空中双选会面试结果：通过。企业留言：请准备二面' });

    // a refusal moves the application to 不合适
    const e2 = called.find((e) => e.student_name === `学生${s2.id}`)!;
    await post('/api/livefair/result', { id: ids.fair, entry_id: e2.id, result: 'reject' }, as.a2);
    const rejected = await t.app.db.selectFrom('application').select('status').where('student_id', '=', s2.id).executeTakeFirstOrThrow();
    expect(rejected.status).toBe('rejected');
    // the booth's average talk (10 minutes) now sets the expected wait
    const newcomer = await student();
    // without a chosen resume, the online one goes
    expect(body<BoothPlace>(await post('/api/livefair/joinqueue', { id: ids.fair, company_id: ids.a, position_id: ids.posA }, newcomer.headers)).data).toMatchObject({ place: 1, expected_wait_minutes: 5 });
    await post('/api/livefair/leavequeue', { id: ids.fair, company_id: ids.a }, newcomer.headers);
  });

  it('gives up the place of a student whose page has gone quiet, and closing the booth ends the queue with a notice', async () => {
    const quiet = await student();
    const present = await student();
    await join(quiet);
    await join(present);
    clock.advance((LIVE_FAIR.absentSeconds - 30) * 1000);
    await place(present);
    clock.advance(40 * 1000);
    expect(await place(quiet)).toMatchObject({ state: 'left', left_text: CONTENT_MSG.leftAbsent });
    expect(await place(present)).toMatchObject({ state: 'waiting', place: 1 });

    await post('/api/livefair/setbooth', { id: ids.fair, open: 0 }, as.a);
    expect(await place(present)).toMatchObject({ state: 'left', left_text: CONTENT_MSG.leftClosed });
    expect(body(await join(present)).data.code).toBe(44009);
    await post('/api/livefair/setbooth', { id: ids.fair, open: 1 }, as.a);
  });

  it('publishes quarter-hour slots inside the fair, once each, and refuses any other', async () => {
    const next = Math.ceil((clock.now() + 1) / QUARTER) * QUARTER;
    const starts = [next, next + QUARTER, next + 2 * QUARTER];
    const published = body<ConsoleBoothList>(await post('/api/livefair/publishslots', { id: ids.fair, starts: [...starts, next].join(',') }, as.a)).data;
    expect(published.list[0]!.slots.map((s) => s.start_at)).toEqual(starts);
    await post('/api/livefair/publishslots', { id: ids.fair, starts: String(next) }, as.a);
    expect((await consoleOf(as.a)).list[0]!.slots).toHaveLength(3);
    for (const bad of [next + MINUTE, next - QUARTER * 20, clock.now() + 30 * 24 * 60 * MINUTE - ((clock.now() + 30 * 24 * 60 * MINUTE) % QUARTER)]) {
      expect(body(await post('/api/livefair/publishslots', { id: ids.fair, starts: String(bad) }, as.a)).data).toMatchObject({ code: 44016, msg: CONTENT_MSG.slotInvalid });
    }
    expect(body(await post('/api/livefair/publishslots', { id: ids.fair, starts: 'x' }, as.a)).data.code).not.toBe(0);
    // company B publishes the same times
    await post('/api/livefair/setbooth', { id: ids.fair, open: 1 }, as.b);
    await post('/api/livefair/publishslots', { id: ids.fair, starts: starts.join(',') }, as.b);
  });

  it('books one slot per student and time: two at once get one winner, a clash elsewhere is refused, a cancel frees it', async () => {
    const slotsOf = async (company: number, headers: { cookie?: string } = {}) => body<BoothSlotList>(await get(`/api/livefair/getslots?id=${ids.fair}&company_id=${company}`, headers)).data.list;
    const [slotA] = await slotsOf(ids.a);
    const [slotB] = await slotsOf(ids.b);
    const s1 = await student();
    const s2 = await student();
    const book = (s: { id: number; headers: { cookie: string } }, slotId: number, position = ids.posA) =>
      post('/api/livefair/bookslot', { slot_id: slotId, position_id: position, resume_type: 1, resume_id: s.id }, s.headers);

    const answers = await Promise.all([book(s1, slotA!.id), book(s2, slotA!.id)]);
    const codes = answers.map((a) => body(a).data.code).sort();
    expect(codes).toEqual([0, 44013]);
    const winner = body(answers[0]!).data.code === 0 ? s1 : s2;
    const loser = winner === s1 ? s2 : s1;
    expect(body(answers.find((a) => body(a).data.code === 44013)!).data.msg).toBe(CONTENT_MSG.slotTaken);
    expect((await slotsOf(ids.a, winner.headers))[0]).toMatchObject({ free: 0, mine: 1 });
    expect((await slotsOf(ids.a, loser.headers))[0]).toMatchObject({ free: 0, mine: 0 });
    // booking it again answers it again
    expect(body(await book(winner, slotA!.id)).data.code).toBe(0);

    // the same time at the other company's booth clashes
    expect(body(await book(winner, slotB!.id, ids.posB)).data).toMatchObject({ code: 44014, msg: CONTENT_MSG.slotClash });
    // a refused booking sent no resume to that company (the loser of a race at the same moment may have: its
    // resume went before the slot's key decided)
    const sentTo = async (s: { id: number }, company: number) => (await t.app.db.selectFrom('application').select('id').where('student_id', '=', s.id).where('company_id', '=', company).execute()).length;
    expect(await sentTo(winner, ids.b)).toBe(0);
    expect(body(await book(loser, slotB!.id, ids.posB)).data.code).toBe(0);

    // the recruiter sees the booking, and can call it by its entry
    const booking = (await consoleOf(as.a)).list[0]!.entries.find((e) => e.kind === 'booking')!;
    expect(booking).toMatchObject({ state: 'waiting', start_at: slotA!.start_at });

    // a cancel frees the slot for the other student
    expect(body(await post('/api/livefair/cancelbooking', { slot_id: slotA!.id }, winner.headers)).data.code).toBe(0);
    expect(body(await post('/api/livefair/cancelbooking', { slot_id: slotA!.id }, winner.headers)).data.code).toBe(44012);
    expect((await slotsOf(ids.a))[0]).toMatchObject({ free: 1 });
    expect(body(await book(winner, 999_999)).data.code).toBe(44012);
    // a slot that has started cannot be booked
    clock.advance(slotA!.start_at - clock.now());
    expect(body(await book(winner, slotA!.id)).data).toMatchObject({ code: 44015, msg: CONTENT_MSG.slotStarted });

    // at its time the booth calls a booking: the student's card shows the call (not a queue place before it),
    // and the talk ends with the slot
    const booked = (await consoleOf(as.b)).list[0]!.entries.find((e) => e.kind === 'booking')!;
    expect(await place(loser, ids.b)).toMatchObject({ state: 'none' });
    expect(body(await post('/api/livefair/call', { id: ids.fair, entry_id: booked.id }, as.b)).data.code).toBe(0);
    expect(await place(loser, ids.b)).toMatchObject({ state: 'called', entry_id: booked.id, ends_at: slotB!.end_at });
    expect((await consoleOf(as.b)).list[0]!.entries[0]).toMatchObject({ id: booked.id, state: 'called', ends_at: slotB!.end_at });
  });

  it('lists a booked slot in 我的面试, and reminds it once as it nears, as an unread step of its application', async () => {
    const start = Math.ceil((clock.now() + 60 * MINUTE) / QUARTER) * QUARTER;
    await post('/api/livefair/publishslots', { id: ids.fair, starts: String(start) }, as.a);
    const slot = body<BoothSlotList>(await get(`/api/livefair/getslots?id=${ids.fair}&company_id=${ids.a}`)).data.list.find((x) => x.start_at === start)!;
    const s = await student();
    expect(body(await post('/api/livefair/bookslot', { slot_id: slot.id, position_id: ids.posA, resume_type: 1, resume_id: s.id }, s.headers)).data.code).toBe(0);
    const mine = body<MyBookingList>(await get('/api/livefair/mybookings', s.headers)).data;
    expect(mine.list).toEqual([
      { entry_id: expect.any(Number), fair_id: ids.fair, fair_title: '空中双选会', company_id: ids.a, company_name: '星河科技', position_title: '前端开发工程师', start_at: start, end_at: start + QUARTER, state: 'waiting' },
    ]);
    // on another site, or for a visitor, nothing of it
    expect(body<MyBookingList>(await get('/api/livefair/mybookings', s.headers, OTHER)).data.list).toEqual([]);
    expect(body(await get('/api/livefair/mybookings')).data.code).toBe(20011);

    const unread = async () => body<ApplicationCounts>(await get('/api/deliver/getnotreadinginfo', s.headers)).data.unread.all;
    const steps = async () => (await t.app.db.selectFrom('application_event').innerJoin('application', 'application.id', 'application_event.application_id').select('note').where('application.student_id', '=', s.id).execute()).map((e) => e.note);
    const before = await unread();
    // more than the reminder's minutes ahead: no reminder yet
    clock.advance(start - clock.now() - (LIVE_FAIR.reminderMinutes + 1) * MINUTE);
    expect(await unread()).toBe(before);
    clock.advance(2 * MINUTE);
    expect(await unread()).toBe(before + 1);
    expect(await unread()).toBe(before + 1);
    expect((await steps()).filter((n) => n.startsWith('空中双选会面试即将开始：星河科技'))).toHaveLength(1);
    // the feedback list shows it (and asking it reminds nothing twice)
    await get('/api/deliver/getList', s.headers);
    expect((await steps()).filter((n) => n.startsWith('空中双选会面试即将开始'))).toHaveLength(1);
  });

  it('does not show another site’s fair', async () => {
    expect(body(await get(`/api/livefair/getbooths?id=${ids.fair}`, {}, OTHER)).data.code).toBe(44003);
    expect(body(await get(`/api/livefair/getbooths?id=${ids.offline}`)).data.code).toBe(44003);
  });
});
