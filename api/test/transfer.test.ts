import { createHmac } from 'node:crypto';
import { findSession } from '../src/db/repositories/session';
import { employerPasswordLogin, fakeClock, setCookie, studentSession } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

describe.each(DB_KINDS)('login hand-off between sites on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  const cookie = (token: string) => ({ cookie: `uniq_user_token=${token}` });

  const ticketFor = async (token: string, target: string, host = 'localhost') => {
    const res = await formPost(t.app, '/api/user/transferticket', { target }, { ...cookie(token), host });
    return body<{ ticket: string; expires_at: number }>(res);
  };
  const transfer = (fields: Record<string, string>, host = 'school.localhost', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/user/transferlogin?${new URLSearchParams({ ...fields, public_source: '1' })}`, headers: { host, ...headers } });
  const studentId = async (token: string) => String((await findSession(t.app.db, token, clock.now()))?.user_id);

  it('hands a student over: a 60 s ticket for the target host logs the same student in there, once', async () => {
    const token = await studentSession(t.app, '13800000001');
    const id = await studentId(token);
    const issued = await ticketFor(token, 'http://school.localhost:8080/#/transferPage');
    expect(issued.data).toMatchObject({ code: 0, expires_at: clock.now() + 60_000 });
    const res = await transfer({ ticket: issued.data.ticket, login_type: 'student', user_id: id });
    expect(body(res)).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', login_type: 'student', user_id: id } });
    const there = setCookie(res, 'uniq_user_token') ?? '';
    expect(there).not.toBe(token);
    expect(await findSession(t.app.db, there, clock.now())).toMatchObject({ role: 'student', user_id: Number(id) });
    // replayed: nobody logged in
    const replay = await transfer({ ticket: issued.data.ticket, login_type: 'student', user_id: id });
    expect(body(replay)).toEqual({ apiStatus: false, msg: '登录凭证无效，请重新登录', data: { code: 20201, msg: '登录凭证无效，请重新登录' } });
    expect(setCookie(replay, 'uniq_user_token')).toBeUndefined();
  });

  it('refuses an expired ticket, one for another host, and ids that do not match it', async () => {
    const token = await studentSession(t.app, '13800000002');
    const id = await studentId(token);
    const expired = (await ticketFor(token, 'school.localhost')).data.ticket;
    clock.advance(60_000);
    expect(body(await transfer({ ticket: expired, login_type: 'student', user_id: id })).data.code).toBe(20201);

    const wrongHost = (await ticketFor(token, 'fair.localhost')).data.ticket;
    expect(body(await transfer({ ticket: wrongHost, login_type: 'student', user_id: id }, 'school.localhost')).data.code).toBe(20201);

    const ticket = (await ticketFor(token, 'school.localhost')).data.ticket;
    expect(body(await transfer({ ticket, login_type: 'student', user_id: String(Number(id) + 1) })).data.code).toBe(20201);
    expect(body(await transfer({ ticket, login_type: 'school', user_id: id })).data.code).toBe(20201);
    expect(body(await transfer({ ticket, login_type: 'student' })).data.code).toBe(20201);
    // refusals for mismatched ids do not use the ticket up
    expect(body(await transfer({ ticket, login_type: 'student', user_id: id })).data.code).toBe(0);
  });

  it('refuses forged tickets: a changed payload, a made-up signature, another token of ours, garbage', async () => {
    clock.advance(61_000);
    const token = await studentSession(t.app, '13800000001');
    const id = await studentId(token);
    const ticket = (await ticketFor(token, 'school.localhost')).data.ticket;
    const [payload, signature] = ticket.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, uid: Number(id) + 1, key: String(Number(id) + 1) })).toString('base64url');
    expect(body(await transfer({ ticket: `${tampered}.${signature}`, login_type: 'student', user_id: String(Number(id) + 1) })).data.code).toBe(20201);
    const selfSigned = createHmac('sha256', 'not-our-secret').update(`campus.transfer.v1.${tampered}`).digest('base64url');
    expect(body(await transfer({ ticket: `${tampered}.${selfSigned}`, login_type: 'student', user_id: String(Number(id) + 1) })).data.code).toBe(20201);
    const siteToken = body<{ token: string }>(await t.app.inject({ url: '/api/site/gettoken', headers: cookie(token) })).data.token;
    expect(body(await transfer({ ticket: siteToken, login_type: 'student', user_id: id })).data.code).toBe(20201);
    for (const junk of ['x', 'a.b', 'a.b.c', '..']) expect(body(await transfer({ ticket: junk, login_type: 'student', user_id: id })).data.code).toBe(20201);
    expect((await transfer({ ticket: 'x', login_type: 'admin', user_id: id })).statusCode).toBe(400);
  });

  it('hands over an employer by com_key_user, and school and channel admins with their login answers', async () => {
    const employer = setCookie(await employerPasswordLogin(t.app, '13900000001', 'Demo@2026'), 'uniq_user_token') ?? '';
    const key = (await t.app.db.selectFrom('employer').select('company_key').where('phone', '=', '13900000001').executeTakeFirstOrThrow()).company_key;
    const e = (await ticketFor(employer, 'hire.localhost')).data.ticket;
    expect(body(await transfer({ ticket: e, login_type: 'company', user_id: key }, 'hire.localhost')).data.code).toBe(20201);
    expect(body(await transfer({ ticket: e, login_type: 'company', com_key_user: key }, 'hire.localhost')).data).toMatchObject({ code: 0, login_type: 'company', user_id: key });

    const school = setCookie(await formPost(t.app, '/school/strategy/login', { name: 'linjiang_cs', password: 'Demo@2026' }), 'uniq_user_token') ?? '';
    const schoolId = await studentId(school);
    const s = (await ticketFor(school, 'dept.school.localhost')).data.ticket;
    expect(body(await transfer({ ticket: s, login_type: 'school', user_id: schoolId }, 'dept.school.localhost')).data).toEqual({
      code: 0,
      msg: 'success',
      login_type: 'school',
      user_id: schoolId,
      school: '临江大学',
      user_type: 1,
      strategy: '1',
      faculty: '计算机与人工智能学院',
    });

    const channel = setCookie(await formPost(t.app, '/channel/user/login', { username: 'fair_admin', password: 'Demo@2026' }), 'uniq_user_token') ?? '';
    const channelId = await studentId(channel);
    const c = (await ticketFor(channel, 'org.localhost')).data.ticket;
    expect(body(await transfer({ ticket: c, login_type: 'channel', user_id: channelId }, 'org.localhost')).data).toMatchObject({
      code: 0,
      login_type: 'channel',
      channel_name: '临江市高校毕业生就业服务中心',
    });
  });

  it('issues tickets only to a session, and only for our own hosts', async () => {
    expect(body(await formPost(t.app, '/api/user/transferticket', { target: 'school.localhost' })).data.code).toBe(20011);
    clock.advance(61_000);
    const token = await studentSession(t.app, '13800000001');
    for (const target of ['evil.example.com', 'https://evil.example.com/school.localhost', 'javascript:alert(1)', '', 'x'.repeat(301)]) {
      expect(body(await formPost(t.app, '/api/user/transferticket', { target }, cookie(token))).data.code).toBe(40001);
    }
    // any user_id the client adds is ignored: the ticket is for the session's own account
    const issued = body<{ ticket: string }>(await formPost(t.app, '/api/user/transferticket', { target: 'school.localhost', user_id: '1' }, cookie(token))).data.ticket;
    const claims = JSON.parse(Buffer.from(issued.split('.')[0] ?? '', 'base64url').toString('utf8')) as { uid: number };
    expect(String(claims.uid)).toBe(await studentId(token));
  });
});
