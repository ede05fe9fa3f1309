import type { FastifyInstance } from 'fastify';
import { devHeaders, fakeClock } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { apply, giveResume, newStudent, openPositions, query, sessionHeaders } from './mine-helper';

type Item = { id: number; state: string; reply: string; reply_reason: string; reply_at: number };
type Student = { id: number; headers: { cookie: string } };

const DAY = 24 * 3600_000;
const act = (app: FastifyInstance, id: number, action: string, extra: Record<string, string> = {}) =>
  formPost(app, '/api/dev/employer/act', { application_id: String(id), action, ...extra }, devHeaders(app));

describe.each(DB_KINDS)('answering interview invitations on %s', (kind) => {
  const clock = fakeClock(Date.UTC(2026, 10, 22, 2, 0, 0));
  const t = useTestApp(kind, {}, { now: clock.now });
  let next = 0;

  /** A student invited to an interview `inDays` ahead (negative: in the past): the student and the invitation's id. */
  async function invited(inDays = 2, s?: Student): Promise<{ s: Student; interviewId: number }> {
    const student = s ?? (await newStudent(t.app));
    if (!s) await giveResume(t.app, student.id);
    const positions = await openPositions(t.app, 40);
    const applied = await apply(t.app, student, positions[next++ % positions.length]!.id);
    await act(t.app, applied.application_id, 'view');
    const invite = body<{ interview_id: number }>(await act(t.app, applied.application_id, 'invite', { start_at: String(clock.now() + inDays * DAY) })).data;
    return { s: student, interviewId: invite.interview_id };
  }
  const answer = (s: Student | null, id: number, fields: Record<string, string>) =>
    formPost(t.app, '/api/invite/answer', { id: String(id), ...fields }, s?.headers ?? {});
  const stored = (id: number) => t.app.db.selectFrom('interview').select(['reply', 'reply_reason', 'reply_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const listed = async (s: Student, id: number) =>
    body<{ list: Item[] }>(await t.app.inject({ url: '/api/invite/getlist', headers: s.headers })).data.list.find((i) => i.id === id);

  it('accepts: the answer is stored, answered with the updated item, and listed', async () => {
    const { s, interviewId } = await invited();
    expect((await listed(s, interviewId))).toMatchObject({ reply: 'none', reply_reason: '', reply_at: 0 });
    const res = body<{ item: Item }>(await answer(s, interviewId, { answer: 'accept' }));
    expect(res.data).toMatchObject({ code: 0, item: { id: interviewId, state: 'upcoming', reply: 'accepted', reply_reason: '', reply_at: clock.now() } });
    expect(await stored(interviewId)).toEqual({ reply: 'accepted', reply_reason: '', reply_at: clock.now() });
    expect(await listed(s, interviewId)).toMatchObject({ reply: 'accepted', reply_at: clock.now() });
  });

  it('declines with a reason (trimmed); a decline without one, or a short one, is refused', async () => {
    const { s, interviewId } = await invited();
    for (const reason of [undefined, '', '   ', ' 否 ']) {
      const fields: Record<string, string> = { answer: 'decline', ...(reason === undefined ? {} : { reason }) };
      expect(body(await answer(s, interviewId, fields)).data).toEqual({ code: 43013, msg: '请填写拒绝原因' });
    }
    expect((await stored(interviewId)).reply).toBe('none');
    expect(body(await answer(s, interviewId, { answer: 'decline', reason: 'x'.repeat(201) })).data.code).toBe(40001);
    const res = body<{ item: Item }>(await answer(s, interviewId, { answer: 'decline', reason: '  时间冲突，已接受其他公司的面试  ' }));
    expect(res.data.item).toMatchObject({ reply: 'declined', reply_reason: '时间冲突，已接受其他公司的面试' });
    expect(await stored(interviewId)).toEqual({ reply: 'declined', reply_reason: '时间冲突，已接受其他公司的面试', reply_at: clock.now() });
  });

  it('refuses a second answer, an invitation in the past, and a cancelled one', async () => {
    const { s, interviewId } = await invited();
    expect(body(await answer(s, interviewId, { answer: 'accept' })).data.code).toBe(0);
    expect(body(await answer(s, interviewId, { answer: 'decline', reason: '改变主意了' })).data).toEqual({ code: 43011, msg: '已回复过该邀请' });
    expect((await stored(interviewId)).reply).toBe('accepted');

    const past = await invited(-1, s);
    expect(body(await answer(s, past.interviewId, { answer: 'accept' })).data).toEqual({ code: 43010, msg: '面试时间已过，无法回复' });
    // one that was ahead when invited and is past now
    const soon = await invited(1 / 24, s);
    clock.advance(2 * 3600_000);
    expect(body(await answer(s, soon.interviewId, { answer: 'accept' })).data.code).toBe(43010);

    const cancelled = await invited(3, s);
    await t.app.db.updateTable('interview').set({ status: 'cancelled' }).where('id', '=', cancelled.interviewId).execute();
    expect(body(await answer(s, cancelled.interviewId, { answer: 'accept' })).data).toEqual({ code: 43012, msg: '该面试已取消' });
    for (const id of [past.interviewId, soon.interviewId, cancelled.interviewId]) expect((await stored(id)).reply).toBe('none');
  });

  it('two answers at once: exactly one wins', async () => {
    const { s, interviewId } = await invited();
    const [a, b] = await Promise.all([answer(s, interviewId, { answer: 'accept' }), answer(s, interviewId, { answer: 'decline', reason: '已有安排' })]);
    expect([body(a).data.code, body(b).data.code].sort()).toEqual([0, 43011]);
  });

  it('never answers or reveals another student’s invitation; visitors and other roles are refused', async () => {
    const { interviewId } = await invited();
    const stranger = await newStudent(t.app);
    expect(body(await answer(stranger, interviewId, { answer: 'accept' })).data).toEqual({ code: 43014, msg: '面试邀请不存在' });
    expect(body(await answer(stranger, 2_000_000, { answer: 'accept' })).data).toEqual({ code: 43014, msg: '面试邀请不存在' });
    expect((await stored(interviewId)).reply).toBe('none');
    expect(body(await answer(null, interviewId, { answer: 'accept' })).data.code).toBe(20011);
    const employer = { id: 1, headers: await sessionHeaders(t.app, 'company', 1) };
    expect(body(await answer(employer, interviewId, { answer: 'accept' })).data).toEqual({ code: 20013, msg: '切换为学生身份登录后方可操作' });
    expect(body(await answer(stranger, interviewId, { answer: 'maybe' })).data.code).toBe(40001);
  });

  it('shows each invitation’s answer on the dev employer page', async () => {
    const accepted = await invited();
    const declined = await invited(2, accepted.s);
    const open = await invited(2, accepted.s);
    await answer(accepted.s, accepted.interviewId, { answer: 'accept' });
    await answer(accepted.s, declined.interviewId, { answer: 'decline', reason: '已签约<其他>公司' });
    const phone = (await t.app.db.selectFrom('student').select('phone').where('id', '=', accepted.s.id).executeTakeFirstOrThrow()).phone;
    const page = (await t.app.inject({ url: `/api/dev/employer?${query({ phone, token: t.config.devToken })}` })).body;
    expect(page).toContain('学生回复：<strong>已接受</strong>');
    expect(page).toContain('学生回复：<strong>已拒绝：已签约&lt;其他&gt;公司</strong>');
    expect(page).toContain('学生回复：<strong>未回复</strong>');
    expect(open.interviewId).toBeGreaterThan(0);
  });
});
