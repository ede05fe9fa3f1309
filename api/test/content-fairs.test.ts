import type { FairCompanyPage, FairDetail, FairLabels, FairSignup, Floorplan } from '@campus/shared-utils/shapes';
import { qrPngDataUrl } from '../src/lib/qr';
import { fakeClock } from './auth-helper';
import { addParticipant, DAY, getJson, newBooth, newCompany, newFair, newHall, newLabel, newPosition, newSite } from './content-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { newStudent, sessionHeaders } from './mine-helper';

const F = 'fairs-a.localhost';
const G = 'fairs-b.localhost';
const HOUR = 60 * 60 * 1000;

describe.each(DB_KINDS)('content: job fairs on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  const get = (url: string, host = F, headers: Record<string, string> = {}) => getJson(t.app, url, host, headers);

  const ids = {
    siteF: 0,
    siteG: 0,
    ongoing: 0,
    upcoming: 0,
    ended: 0,
    online: 0,
    cancelled: 0,
    otherSite: 0,
    companies: [] as number[],
    hidden: 0,
    percent: 0,
    underscore: 0,
    labels: { it: 0, finance: 0, hall1: 0, hall2: 0, otherFair: 0 },
    halls: [] as number[],
    booths: [] as number[],
    positions: [] as number[][],
  };
  let now = 0;

  beforeAll(async () => {
    now = clock.now();
    ids.siteF = await newSite(t.app, F);
    ids.siteG = await newSite(t.app, G, 'fair.localhost');
    ids.ongoing = await newFair(t.app, ids.siteF, { title: '2026届秋季综合双选会', kind: 'offline', start_at: now - HOUR, end_at: now + 5 * HOUR, place: '体育馆一、二号馆' });
    ids.upcoming = await newFair(t.app, ids.siteF, { title: '春季专场招聘会', kind: 'offline', start_at: now + 10 * DAY, end_at: now + 10 * DAY + 6 * HOUR });
    ids.ended = await newFair(t.app, ids.siteF, { title: '往届双选会', kind: 'offline', start_at: now - 10 * DAY, end_at: now - 10 * DAY + 6 * HOUR });
    ids.online = await newFair(t.app, ids.siteF, { title: '空中宣讲周', kind: 'online', start_at: now + DAY, end_at: now + 2 * DAY });
    ids.cancelled = await newFair(t.app, ids.siteF, { title: '已取消', kind: 'offline', start_at: now + DAY, end_at: now + 2 * DAY, status: 0 });
    ids.otherSite = await newFair(t.app, ids.siteG, { title: '别站双选会', kind: 'offline', start_at: now - HOUR, end_at: now + HOUR });

    // labels inserted out of order: halls before industries, sorts reversed
    ids.labels.hall2 = await newLabel(t.app, ids.ongoing, 'hall', '2号馆', 2);
    ids.labels.hall1 = await newLabel(t.app, ids.ongoing, 'hall', '1号馆', 1);
    ids.labels.finance = await newLabel(t.app, ids.ongoing, 'industry', '金融', 2);
    ids.labels.it = await newLabel(t.app, ids.ongoing, 'industry', '互联网', 1);
    ids.labels.otherFair = await newLabel(t.app, ids.upcoming, 'industry', '互联网', 1);

    ids.halls.push(
      await newHall(t.app, ids.ongoing, '1号馆', { x: 0, y: 0, width: 60, height: 40 }, JSON.stringify({ entrances: [{ x: 30, y: 40, label: '南门' }, { x: 'a' }], aisles: [{ x: 0, y: 18, width: 60, height: 4 }, { x: 1, y: 1, width: -1, height: 2 }] }), 1),
      await newHall(t.app, ids.ongoing, '2号馆', { x: 70, y: 5.3, width: 50, height: 44.7 }, '{broken', 2),
    );
    // six shown companies with 1-7 positions each (one closed), plus a hidden one with a booth
    const names = ['星河科技', '蓝海银行', '远山教育', '极光软件', '青禾证券', '北辰网络'];
    for (const [i, name] of names.entries()) {
      const company = await newCompany(t.app, ids.siteF, name, { industry: i % 2 === 0 ? '互联网/IT' : '金融' });
      ids.companies.push(company);
      const positions: number[] = [];
      for (let p = 0; p <= i; p += 1) positions.push(await newPosition(t.app, ids.siteF, company, `${name}岗位${p}`, { publish_at: now - (10 - p) * HOUR }));
      ids.positions.push(positions);
    }
    // the first company also brings a closed position and a seventh open one
    ids.positions[0]!.push(await newPosition(t.app, ids.siteF, ids.companies[0]!, '已关闭岗位', { status: 0 }));
    for (let p = 1; p < 7; p += 1) ids.positions[0]!.push(await newPosition(t.app, ids.siteF, ids.companies[0]!, `前端开发工程师${p}`, { publish_at: now - p * 60_000 }));
    ids.hidden = await newCompany(t.app, ids.siteF, '隐藏公司', { status: 0 });
    ids.percent = await newCompany(t.app, ids.siteF, '百分%之百科技');
    ids.underscore = await newCompany(t.app, ids.siteF, '下划_线传媒');

    const states = ['booked', 'booked', 'booked', 'booked', 'booked', 'booked', 'booked', 'open', 'pending', 'paused'] as const;
    for (const [i, state] of states.entries()) {
      const hall = i < 5 ? ids.halls[0]! : ids.halls[1]!;
      const x = i < 5 ? 2 + i * 10 : 72 + (i - 5) * 9;
      const companyAt = [ids.companies[0], ids.companies[1], ids.companies[2], ids.companies[3], ids.hidden, ids.companies[4], ids.companies[5]][i] ?? null;
      ids.booths.push(await newBooth(t.app, ids.ongoing, hall, `${i < 5 ? 'A' : 'B'}${String(i + 1).padStart(2, '0')}`, { x, y: 6, width: 8, height: 6 }, state, companyAt));
    }
    // participation in the fair's order (sort reversed against insertion for two of them)
    const hallOf = (i: number) => (i < 4 ? ids.labels.hall1 : ids.labels.hall2);
    for (const [i, company] of ids.companies.entries()) {
      const boothIndex = i < 4 ? i : i + 1;
      await addParticipant(t.app, ids.ongoing, company, {
        sort: i === 0 ? 10 : i,
        boothId: ids.booths[boothIndex],
        labels: [i % 2 === 0 ? ids.labels.it : ids.labels.finance, hallOf(i)],
        positions: ids.positions[i],
      });
    }
    await addParticipant(t.app, ids.ongoing, ids.hidden, { sort: 0, boothId: ids.booths[4], labels: [ids.labels.it, ids.labels.hall1] });
    await addParticipant(t.app, ids.ongoing, ids.percent, { sort: 20, labels: [ids.labels.it] });
    await addParticipant(t.app, ids.ongoing, ids.underscore, { sort: 21 });
    await addParticipant(t.app, ids.upcoming, ids.companies[0]!, { sort: 0, labels: [ids.labels.otherFair], positions: ids.positions[0]!.slice(2, 4) });
    t.app.homeCache.invalidate('all');
  });

  describe('GET /api/schooljobfairzone/getinfo', () => {
    it('answers the fair with its status from its times and its counts', async () => {
      const data = body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.ongoing}&public_source=1`)).data;
      expect(data).toEqual({
        code: 0,
        msg: 'success',
        id: ids.ongoing,
        title: '2026届秋季综合双选会',
        kind: 'offline',
        status: 1,
        start_at: now - HOUR,
        end_at: now + 5 * HOUR,
        place: '体育馆一、二号馆',
        online_url: '',
        organiser: '就业指导中心',
        intro: '2026届秋季综合双选会介绍',
        thumbnail_url: '/static/fair/thumb.svg',
        about_image_url: '/static/fair/about.svg',
        company_count: 8,
        // 1+…+6 open positions brought, plus six more of the first company (the closed one does not count)
        position_count: 21 + 6,
        booth_count: 10,
        signup_count: 0,
      });
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.upcoming}`)).data).toMatchObject({ status: 0, company_count: 1, position_count: 2, booth_count: 0 });
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.ended}`)).data).toMatchObject({ status: 2, company_count: 0 });
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.online}`)).data).toMatchObject({ kind: 'online', status: 0, online_url: 'https://live.example.com/fair', place: '' });
    });

    it('finds fairs of every site type on their own site only', async () => {
      for (const host of ['school.localhost', 'dept.school.localhost', 'fair.localhost', 'localhost']) {
        const siteId = (await t.app.db.selectFrom('site').select('id').where('host', '=', host).executeTakeFirstOrThrow()).id;
        const fair = await newFair(t.app, siteId, { title: `${host}的双选会`, kind: 'online', start_at: now, end_at: now + DAY });
        expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${fair}`, host)).data).toMatchObject({ code: 0, id: fair, title: `${host}的双选会` });
        expect(body(await get(`/api/schooljobfairzone/getinfo?id=${fair}`, F)).data.code).toBe(44003);
      }
    });

    it('does not find cancelled, unknown or other sites’ fairs, and refuses bad ids', async () => {
      const notFound = { code: 44003, msg: '招聘会不存在或已取消' };
      for (const id of [ids.cancelled, ids.otherSite, 99999999]) {
        for (const call of ['getinfo', 'getfairlabel', 'getcompanylist', 'getfloorplan']) expect(body(await get(`/api/schooljobfairzone/${call}?id=${id}`)).data).toEqual(notFound);
      }
      expect(body(await get(`/api/schooljobfairzone/getinfo?id=${ids.otherSite}`, G)).data.code).toBe(0);
      for (const bad of ['0', '-2', '2147483648', 'abc', '']) expect(body(await get(`/api/schooljobfairzone/getinfo?id=${bad}`)).data.code).toBe(40001);
    });
  });

  describe('GET /api/schooljobfairzone/getfairlabel', () => {
    it('lists industries first, then halls, each by sort, with their shown companies', async () => {
      const data = body<FairLabels>(await get(`/api/schooljobfairzone/getfairlabel?id=${ids.ongoing}`)).data;
      expect(data).toEqual({
        code: 0,
        msg: 'success',
        list: [
          // the hidden company does not count; 百分%之百科技 does
          { id: ids.labels.it, kind: 'industry', name: '互联网', company_count: 4 },
          { id: ids.labels.finance, kind: 'industry', name: '金融', company_count: 3 },
          { id: ids.labels.hall1, kind: 'hall', name: '1号馆', company_count: 4 },
          { id: ids.labels.hall2, kind: 'hall', name: '2号馆', company_count: 2 },
        ],
      });
      expect(body<FairLabels>(await get(`/api/schooljobfairzone/getfairlabel?id=${ids.ended}`)).data.list).toEqual([]);
    });
  });

  describe('GET /api/schooljobfairzone/getcompanylist', () => {
    const list = async (query: string) => body<FairCompanyPage>(await get(`/api/schooljobfairzone/getcompanylist?id=${ids.ongoing}${query}`)).data;

    it('lists the fair’s shown companies in its order with booth, hall and their first five open positions', async () => {
      const data = await list('');
      expect(data).toMatchObject({ code: 0, page: 1, page_size: 12, total: 8 });
      expect(data.list.map((c) => c.company_id)).toEqual([...ids.companies.slice(1), ids.companies[0], ids.percent, ids.underscore]);
      const first = data.list.find((c) => c.company_id === ids.companies[0])!;
      expect(first).toMatchObject({ company_name: '星河科技', industry: '互联网/IT', insize: '100-499人', booth_id: ids.booths[0], booth_code: 'A01', hall: '1号馆', position_count: 7 });
      expect(first.logo_url).toMatch(/^\/api\/company\/logo\?/);
      // newest first: the six 前端 positions were published minutes ago, 岗位0 ten hours ago
      expect(first.positions.map((p) => p.title)).toEqual(['前端开发工程师1', '前端开发工程师2', '前端开发工程师3', '前端开发工程师4', '前端开发工程师5']);
      expect(first.positions[0]).toEqual({ id: ids.positions[0]![2], title: '前端开发工程师1', salary_str: '10-15K', city: '杭州', education: '本科' });
      const sixth = data.list.find((c) => c.company_id === ids.companies[5])!;
      expect(sixth).toMatchObject({ booth_code: 'B07', hall: '2号馆', position_count: 6 });
      expect(sixth.positions).toHaveLength(5);
      expect(data.list.find((c) => c.company_id === ids.percent)).toMatchObject({ booth_id: 0, booth_code: '', hall: '', position_count: 0, positions: [] });
    });

    it('filters by a label of the fair; a label of another fair gives an empty list', async () => {
      expect((await list(`&label_id=${ids.labels.finance}`)).list.map((c) => c.company_id)).toEqual([ids.companies[1], ids.companies[3], ids.companies[5]]);
      expect((await list(`&label_id=${ids.labels.hall2}`)).total).toBe(2);
      expect(await list(`&label_id=${ids.labels.otherFair}`)).toMatchObject({ code: 0, total: 0, list: [] });
      expect(await list('&label_id=99999999')).toMatchObject({ code: 0, total: 0, list: [] });
      expect(body(await get(`/api/schooljobfairzone/getcompanylist?id=${ids.ongoing}&label_id=0`)).data.code).toBe(40001);
    });

    it('searches company names and the titles of positions brought, with % and _ taken literally', async () => {
      expect((await list(`&keyword=${encodeURIComponent('银行')}`)).list.map((c) => c.company_id)).toEqual([ids.companies[1]]);
      expect((await list(`&keyword=${encodeURIComponent('前端开发')}`)).list.map((c) => c.company_id)).toEqual([ids.companies[0]]);
      // a closed position's title does not match
      expect((await list(`&keyword=${encodeURIComponent('已关闭')}`)).total).toBe(0);
      expect((await list(`&keyword=${encodeURIComponent('%')}`)).list.map((c) => c.company_id)).toEqual([ids.percent]);
      expect((await list(`&keyword=${encodeURIComponent('_')}`)).list.map((c) => c.company_id)).toEqual([ids.underscore]);
      expect((await list(`&keyword=${encodeURIComponent("' OR 1=1 --")}`)).total).toBe(0);
      expect((await list(`&keyword=${encodeURIComponent('   ')}`)).total).toBe(8);
      expect((await list(`&keyword=${encodeURIComponent('岗位')}&label_id=${ids.labels.hall1}`)).list.map((c) => c.company_id)).toEqual([ids.companies[1], ids.companies[2], ids.companies[3], ids.companies[0]]);
      const long = body(await get(`/api/schooljobfairzone/getcompanylist?id=${ids.ongoing}&keyword=${'字'.repeat(51)}`)).data;
      expect(long).toEqual({ code: 40001, msg: '参数错误：keyword 不能超过 50 个字符' });
    });

    it('caps the page size and pages through the list', async () => {
      expect(await list('&page_size=500')).toMatchObject({ page_size: 50, total: 8 });
      const page2 = await list('&page=2&page_size=3');
      expect(page2).toMatchObject({ page: 2, page_size: 3, total: 8 });
      expect(page2.list.map((c) => c.company_id)).toEqual([ids.companies[4], ids.companies[5], ids.companies[0]]);
      expect(await list('&page=4000')).toMatchObject({ page: 1000, total: 8, list: [] });
      expect(await list('&page_size=-1')).toMatchObject({ page_size: 12 });
    });
  });

  describe('GET /api/schooljobfairzone/getfloorplan', () => {
    it('answers the halls with their layout and every booth with its state, company and first positions', async () => {
      const data = body<Floorplan>(await get(`/api/schooljobfairzone/getfloorplan?id=${ids.ongoing}`)).data;
      expect(data).toMatchObject({ code: 0, fair_id: ids.ongoing, title: '2026届秋季综合双选会', width: 120, height: 50 });
      expect(data.halls).toEqual([
        { id: ids.halls[0], name: '1号馆', x: 0, y: 0, width: 60, height: 40, entrances: [{ x: 30, y: 40, label: '南门' }], aisles: [{ x: 0, y: 18, width: 60, height: 4 }] },
        { id: ids.halls[1], name: '2号馆', x: 70, y: 5.3, width: 50, height: 44.7, entrances: [], aisles: [] },
      ]);
      expect(data.booths.map((b) => b.code)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05', 'B06', 'B07', 'B08', 'B09', 'B10']);
      expect(data.booths[0]).toMatchObject({ id: ids.booths[0], hall_id: ids.halls[0], x: 2, y: 6, width: 8, height: 6, state: 'booked', company_id: ids.companies[0], company_name: '星河科技', position_count: 7 });
      expect(data.booths[0]!.positions).toHaveLength(5);
      // a hidden company's booth keeps its state without the company
      expect(data.booths[4]).toMatchObject({ state: 'booked', company_id: 0, company_name: '', logo_url: '', positions: [], position_count: 0 });
      expect(data.booths.slice(7).map((b) => [b.state, b.company_id])).toEqual([['open', 0], ['pending', 0], ['paused', 0]]);
    });

    it('has no map for an online fair', async () => {
      expect(body(await get(`/api/schooljobfairzone/getfloorplan?id=${ids.online}`)).data).toEqual({ code: 44007, msg: '该招聘会没有现场展位图' });
      expect(body<Floorplan>(await get(`/api/schooljobfairzone/getfloorplan?id=${ids.ended}`)).data).toMatchObject({ code: 0, width: 0, height: 0, halls: [], booths: [] });
    });
  });

  describe('GET getsignup and POST signup', () => {
    const signup = (id: number, headers: Record<string, string>, host = F) => formPost(t.app, '/api/schooljobfairzone/signup', { id: String(id) }, { host, ...headers });
    const getsignup = (id: number, headers: Record<string, string>) => get(`/api/schooljobfairzone/getsignup?id=${id}`, F, headers);
    const rows = async (fairId: number) => t.app.db.selectFrom('job_fair_signup').selectAll().where('fair_id', '=', fairId).execute();

    it('asks visitors to log in and tells other roles to switch to a student', async () => {
      expect(body(await signup(ids.upcoming, {})).data).toEqual({ code: 20011, msg: '请先登录' });
      expect(body(await getsignup(ids.upcoming, {})).data).toEqual({ code: 20011, msg: '请先登录' });
      for (const role of ['company', 'school', 'channel'] as const) {
        const headers = await sessionHeaders(t.app, role, 1);
        expect(body(await signup(ids.upcoming, headers)).data).toEqual({ code: 20013, msg: '切换为学生身份登录后方可操作' });
        expect(body(await getsignup(ids.upcoming, headers)).data).toEqual({ code: 20013, msg: '切换为学生身份登录后方可操作' });
      }
      expect(await rows(ids.upcoming)).toEqual([]);
    });

    it('signs a student up once, with an unguessable ticket and an entrance QR of this site, and drops the cached counts', async () => {
      const s = await newStudent(t.app);
      expect(body<FairSignup>(await getsignup(ids.ongoing, s.headers)).data).toEqual({ code: 0, msg: 'success', signed_up: 0, ticket: '', qr_code: '', signed_at: 0 });
      // cached, and a row written around the API is not seen until the cache is dropped
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.ongoing}`)).data.signup_count).toBe(0);
      const other = await newStudent(t.app);
      await t.app.db.insertInto('job_fair_signup').values({ fair_id: ids.ongoing, student_id: other.id, ticket: 'written-directly', created_at: now }).execute();
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.ongoing}`)).data.signup_count).toBe(0);

      clock.advance(1000);
      const first = body<FairSignup>(await signup(ids.ongoing, s.headers)).data;
      expect(first).toMatchObject({ code: 0, signed_up: 1, signed_at: clock.now() });
      expect(first.ticket).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(first.qr_code).toBe(await qrPngDataUrl(`http://${F}/#/jobFair?id=${ids.ongoing}&ticket=${first.ticket}`));
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.ongoing}`)).data.signup_count).toBe(2);

      // twice: the first row and ticket again, nothing written
      clock.advance(1000);
      const again = body<FairSignup>(await signup(ids.ongoing, s.headers)).data;
      expect(again).toEqual(first);
      expect(body<FairSignup>(await getsignup(ids.ongoing, s.headers)).data).toEqual(first);
      expect((await rows(ids.ongoing)).filter((r) => r.student_id === s.id)).toEqual([{ fair_id: ids.ongoing, student_id: s.id, ticket: first.ticket, created_at: first.signed_at }]);

      // another student: another ticket
      const b = await newStudent(t.app);
      const second = body<FairSignup>(await signup(ids.ongoing, b.headers)).data;
      expect(second.ticket).not.toBe(first.ticket);
      expect(body<FairDetail>(await get(`/api/schooljobfairzone/getinfo?id=${ids.ongoing}`)).data.signup_count).toBe(3);
      expect(body<FairSignup>(await getsignup(ids.ongoing, b.headers)).data.ticket).toBe(second.ticket);
    });

    it('takes upcoming offline fairs, not ended or online ones, and only this site’s', async () => {
      const s = await newStudent(t.app);
      expect(body<FairSignup>(await signup(ids.upcoming, s.headers)).data).toMatchObject({ code: 0, signed_up: 1 });
      expect(body(await signup(ids.ended, s.headers)).data).toEqual({ code: 44005, msg: '招聘会已结束，无法报名' });
      expect(body(await signup(ids.online, s.headers)).data).toEqual({ code: 44006, msg: '空中双选会无需报名，开始后点击进入即可' });
      expect(body(await signup(ids.otherSite, s.headers)).data.code).toBe(44003);
      expect(body(await signup(ids.cancelled, s.headers)).data.code).toBe(44003);
      expect(body(await signup(ids.otherSite, s.headers, G)).data.code).toBe(0);
      expect(body(await formPost(t.app, '/api/schooljobfairzone/signup', {}, { host: F, ...s.headers })).data).toEqual({ code: 40001, msg: '参数错误：id 不能为空' });
      expect(await rows(ids.ended)).toEqual([]);
      expect(await rows(ids.online)).toEqual([]);
      // a fair that ends while the student is signed up still shows the ticket
      clock.set(now + 11 * DAY);
      expect(body<FairSignup>(await signup(ids.upcoming, await sessionHeaders(t.app, 'student', s.id))).data).toMatchObject({ code: 0, signed_up: 1 });
      const late = await newStudent(t.app);
      expect(body(await signup(ids.upcoming, late.headers)).data.code).toBe(44005);
    });
  });
});
