import type { FastifyInstance } from 'fastify';
import { devHeaders, fakeClock } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { apply, giveResume, newStudent, openPositions, query } from './mine-helper';

type Step = { status: string; text: string; at: number };
type Interview = { id: number; mode: string; link: string; place: string; start_at: number; state: string; state_text: string; contact_name: string; position: { id: number } };
type Item = { id: number; status: string; status_text: string; unread: number; timeline: Step[]; interview: Interview | null; position: { id: number; title: string }; company: { name: string } };
type Counts = Record<'all' | 'delivered' | 'viewed' | 'interview' | 'hired' | 'rejected', number>;

const act = (app: FastifyInstance, id: number, action: string, extra: Record<string, string> = {}) =>
  formPost(app, '/api/dev/employer/act', { application_id: String(id), action, ...extra }, devHeaders(app));

describe.each(DB_KINDS)('application feedback and interviews on %s', (kind) => {
  const clock = fakeClock(Date.UTC(2026, 10, 22, 2, 0, 0));
  const t = useTestApp(kind, {}, { now: clock.now });

  async function studentWithApplications(n: number) {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id);
    const positions = await openPositions(t.app, n);
    const ids: number[] = [];
    for (const p of positions) {
      ids.push((await apply(t.app, s, p.id)).application_id);
      clock.advance(1000);
    }
    return { s, ids, positions };
  }

  const list = async (headers: { cookie: string }, status = '') =>
    body<{ list: Item[]; total: number }>(await t.app.inject({ url: `/api/deliver/getList?${query({ status })}`, headers })).data;
  const counts = async (headers: { cookie: string }) => body<{ unread: Counts; total: Counts }>(await t.app.inject({ url: '/api/deliver/getnotreadinginfo', headers })).data;

  it('walks the state machine with a time per step, and refuses steps it does not allow', async () => {
    const { s, ids } = await studentWithApplications(1);
    const id = ids[0]!;
    // hire or invite straight from 已投递 is not a step the chain has
    expect(body(await act(t.app, id, 'hire')).data).toMatchObject({ code: 43009, msg: '当前状态下不能进行此操作' });
    expect(body(await act(t.app, id, 'invite')).data.code).toBe(43009);
    expect(body(await act(t.app, id, 'reject')).data.code).toBe(43009);

    const t0 = clock.now();
    expect(body(await act(t.app, id, 'view')).data).toMatchObject({ code: 0, status: 'viewed' });
    expect(body(await act(t.app, id, 'view')).data.code).toBe(43009);
    clock.advance(60_000);
    const invited = body<{ interview_id: number }>(await act(t.app, id, 'invite', { mode: 'onsite', place: '创新大道 1 号', start_at: '2026-11-25T14:30' })).data;
    expect(invited).toMatchObject({ code: 0, status: 'interview', interview_id: expect.any(Number) });
    clock.advance(60_000);
    expect(body(await act(t.app, id, 'hire')).data).toMatchObject({ code: 0, status: 'hired' });
    expect(body(await act(t.app, id, 'reject')).data.code).toBe(43009);
    expect(body(await act(t.app, 99_999_999, 'view')).data).toMatchObject({ code: 43008, msg: '该投递记录不存在' });

    const row = await t.app.db.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'hired', viewed_at: t0, interview_at: t0 + 60_000, hired_at: t0 + 120_000, rejected_at: null, unread: 1 });

    const [item] = (await list(s.headers)).list;
    expect(item!.timeline.map((e) => [e.text, e.at])).toEqual([
      ['已投递', t0 - 1000],
      ['被查看', t0],
      ['面试邀请', t0 + 60_000],
      ['录用', t0 + 120_000],
    ]);
    expect(item!.interview).toMatchObject({ mode: 'onsite', place: '创新大道 1 号', link: '', start_at: Date.UTC(2026, 10, 25, 6, 30), state: 'upcoming', state_text: '待参加' });
  });

  it('lists by status, counts unread changes per status, and marks read only what the student saw', async () => {
    const { s, ids } = await studentWithApplications(4);
    const [a, b, c] = ids as [number, number, number, number];
    await act(t.app, a, 'view');
    await act(t.app, b, 'view');
    await act(t.app, b, 'invite');
    await act(t.app, c, 'view');
    await act(t.app, c, 'reject');

    const all = await list(s.headers);
    expect(all.total).toBe(4);
    expect(all.list[0]!.id).toBe(c); // most recently changed first
    expect((await list(s.headers, 'viewed')).list.map((i) => i.id)).toEqual([a]);
    expect((await list(s.headers, 'rejected')).list).toEqual([expect.objectContaining({ id: c, status_text: '不合适', unread: 1 })]);
    expect((await list(s.headers, 'delivered')).list).toEqual([expect.objectContaining({ id: ids[3], unread: 0 })]);

    expect(await counts(s.headers)).toMatchObject({
      unread: { all: 3, delivered: 0, viewed: 1, interview: 1, hired: 0, rejected: 1 },
      total: { all: 4, delivered: 1, viewed: 1, interview: 1, hired: 0, rejected: 1 },
    });

    // another student's id in the list is ignored
    const other = await studentWithApplications(1);
    await act(t.app, other.ids[0]!, 'view');
    const read = body<{ updated: number }>(await formPost(t.app, '/api/deliver/read', { ids: JSON.stringify([c, other.ids[0]]) }, s.headers)).data;
    expect(read).toMatchObject({ code: 0, updated: 1 });
    expect((await counts(s.headers)).unread).toMatchObject({ all: 2, rejected: 0 });
    expect((await counts(other.s.headers)).unread.all).toBe(1);

    expect(body(await formPost(t.app, '/api/deliver/read', { ids: 'not json' }, s.headers)).data.code).toBe(40001);
    expect(body(await t.app.inject({ url: `/api/deliver/getList?${query({ status: 'lost' })}`, headers: s.headers })).data.code).toBe(40001);
  });

  it('lists interviews: upcoming soonest first, then past ones; online ones carry a link', async () => {
    const { s, ids } = await studentWithApplications(3);
    for (const id of ids) await act(t.app, id, 'view');
    const day = 24 * 3600_000;
    await act(t.app, ids[0]!, 'invite', { mode: 'online', link: 'https://meeting.example.com/j/abc', start_at: String(clock.now() + 3 * day), contact_name: '李老师' });
    await act(t.app, ids[1]!, 'invite', { mode: 'onsite', place: '总部 3 楼', start_at: String(clock.now() + day) });
    await act(t.app, ids[2]!, 'invite', { mode: 'onsite', start_at: String(clock.now() - day) });
    const data = body<{ list: Interview[]; total: number }>(await t.app.inject({ url: '/api/invite/getlist', headers: s.headers })).data;
    expect(data.total).toBe(3);
    expect(data.list.map((i) => [i.position.id, i.state])).toEqual([
      [expect.any(Number), 'upcoming'],
      [expect.any(Number), 'upcoming'],
      [expect.any(Number), 'finished'],
    ]);
    expect(data.list[0]).toMatchObject({ mode: 'onsite', place: '总部 3 楼' });
    expect(data.list[1]).toMatchObject({ mode: 'online', link: 'https://meeting.example.com/j/abc', contact_name: '李老师', state_text: '待参加' });
    expect(data.list[2]).toMatchObject({ state_text: '已结束', place: expect.stringContaining('会议室') });
    // a link that is not http(s) is refused
    expect(body(await act(t.app, ids[0]!, 'hire')).data.code).toBe(0);
    const { ids: more } = await studentWithApplications(1);
    await act(t.app, more[0]!, 'view');
    expect(body(await act(t.app, more[0]!, 'invite', { link: 'javascript:alert(1)' })).data.code).toBe(40001);
  });

  it('keeps one student’s applications and interviews from another', async () => {
    const { ids } = await studentWithApplications(1);
    await act(t.app, ids[0]!, 'view');
    await act(t.app, ids[0]!, 'invite');
    const stranger = await newStudent(t.app);
    expect((await list(stranger.headers)).list).toEqual([]);
    expect(body<{ list: unknown[] }>(await t.app.inject({ url: '/api/invite/getlist', headers: stranger.headers })).data.list).toEqual([]);
    expect((await counts(stranger.headers)).total.all).toBe(0);
    expect(body(await t.app.inject({ url: '/api/invite/getlist' })).data.code).toBe(20011);
    expect(body(await t.app.inject({ url: '/api/deliver/getnotreadinginfo' })).data.code).toBe(20011);
  });

  it('serves the dev employer page: recent applications with their next steps, acting by form', async () => {
    const { s, ids } = await studentWithApplications(1);
    const phone = (await t.app.db.selectFrom('student').select('phone').where('id', '=', s.id).executeTakeFirstOrThrow()).phone;
    const token = t.config.devToken;
    const page = await t.app.inject({ url: `/api/dev/employer?${query({ phone, token })}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('查看简历');
    expect(page.body).not.toContain('>录用<');
    // the page's forms carry the dev token (its address holds it, so no Referer takes it elsewhere)
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(new URL(action, 'http://localhost').searchParams.get('token')).toBe(token);
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    const res = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ application_id: String(ids[0]), action: 'view', phone }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location), 'http://localhost');
    expect(back.searchParams.get('msg')).toBe('已处理：查看简历 → 被查看');
    expect(back.searchParams.get('token')).toBe(token);
    expect((await t.app.inject({ url: `${back.pathname}${back.search}` })).statusCode).toBe(200);
    expect((await list(s.headers)).list[0]).toMatchObject({ status: 'viewed', unread: 1 });
  });
});

describe('dev employer tools in production', () => {
  const t = useTestApp('sqlite', { DEV_TOOLS: 'false' });
  it('are not served, not even with the dev token', async () => {
    expect((await formPost(t.app, '/api/dev/employer/act', { application_id: '1', action: 'view' }, devHeaders(t.app))).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/employer', headers: devHeaders(t.app) })).statusCode).toBe(404);
  });
});
