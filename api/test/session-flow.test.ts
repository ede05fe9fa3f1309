import { findSession } from '../src/db/repositories/session';
import { employerPasswordLogin, setCookie, setCookieLine, studentSession } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

describe.each(DB_KINDS)('sessions across roles on %s', (kind) => {
  const t = useTestApp(kind);
  const cookie = (token: string) => ({ cookie: `uniq_user_token=${token}` });
  const schoolLogin = (headers: Record<string, string> = {}) => formPost(t.app, '/school/strategy/login', { name: 'linjiang_admin', password: 'Demo@2026' }, headers);
  const channelLogin = (headers: Record<string, string> = {}) => formPost(t.app, '/channel/user/login', { username: 'fair_admin', password: 'Demo@2026' }, headers);

  it('logging in as a second role in the same browser ends the first session', async () => {
    const student = await studentSession(t.app, '13800000001');
    const school = setCookie(await schoolLogin(cookie(student)), 'uniq_user_token') ?? '';
    expect(await findSession(t.app.db, student)).toBeUndefined();
    expect(await findSession(t.app.db, school)).toMatchObject({ role: 'school' });
    const employer = setCookie(await employerPasswordLogin(t.app, '13900000001', 'Demo@2026', cookie(school)), 'uniq_user_token') ?? '';
    expect(await findSession(t.app.db, school)).toBeUndefined();
    expect(await findSession(t.app.db, employer)).toMatchObject({ role: 'company' });
    // a session in another browser is not touched
    const elsewhere = setCookie(await channelLogin(), 'uniq_user_token') ?? '';
    expect(await findSession(t.app.db, employer)).toBeDefined();
    expect(await findSession(t.app.db, elsewhere)).toMatchObject({ role: 'channel' });
  });

  it('checkstulogin passes the real student session for its own id only', async () => {
    const token = await studentSession(t.app, '13800000002');
    const session = await findSession(t.app.db, token);
    const id = String(session?.user_id);
    expect(body(await formPost(t.app, '/api/user/checkstulogin', { user_id: id }, cookie(token))).data).toMatchObject({ code: 0, user_id: id, login_type: 'student' });
    expect(body(await formPost(t.app, '/api/user/checkstulogin', { user_id: String(Number(id) + 1) }, cookie(token))).data.code).toBe(10008);
  });

  it('GET /api/user/loginout ends the session and clears the cookie; it also succeeds without a session', async () => {
    const token = setCookie(await channelLogin(), 'uniq_user_token') ?? '';
    const res = await t.app.inject({ url: '/api/user/loginout?public_source=1', headers: cookie(token) });
    expect(body(res)).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success' } });
    expect(setCookieLine(res, 'uniq_user_token')).toMatch(/^uniq_user_token=; Path=\/; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly$/);
    expect(await findSession(t.app.db, token)).toBeUndefined();
    expect(body(await t.app.inject({ url: '/api/user/getcommon', headers: cookie(token) })).data.code).toBe(20011);
    expect(body(await t.app.inject({ url: '/api/user/loginout' })).data.code).toBe(0);
  });

  it('getcommon answers 20011 to a school, employer or channel session', async () => {
    const school = setCookie(await schoolLogin(), 'uniq_user_token') ?? '';
    expect(body(await t.app.inject({ url: '/api/user/getcommon', headers: cookie(school) })).data.code).toBe(20011);
  });

  describe('back-office placeholder pages with real sessions', () => {
    it('/school/ shows the logged-in school admin, and its log-out form ends the session and goes home', async () => {
      const token = setCookie(await schoolLogin(), 'uniq_user_token') ?? '';
      const page = await t.app.inject({ url: '/school/', headers: cookie(token) });
      expect(page.body).toContain('<dt>当前登录身份</dt><dd>学校 / 院系管理员</dd>');
      expect(page.body).toContain('<dd>临江大学（linjiang_admin）</dd>');
      expect(page.body).toContain('<form method="post" action="/api/user/loginout">');

      const out = await t.app.inject({ method: 'POST', url: '/api/user/loginout', headers: { ...cookie(token), 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/');
      expect(setCookieLine(out, 'uniq_user_token')).toContain('Max-Age=0');
      expect(await findSession(t.app.db, token)).toBeUndefined();
      expect((await t.app.inject({ url: '/school/', headers: cookie(token) })).body).toContain('当前没有登录。');
    });

    it('/company/ shows the employer and /op/ the channel admin', async () => {
      const employer = setCookie(await employerPasswordLogin(t.app, '13900000001', 'Demo@2026'), 'uniq_user_token') ?? '';
      const company = await t.app.inject({ url: '/company/', headers: cookie(employer) });
      expect(company.body).toContain('<dd>企业</dd>');
      expect(company.body).toContain('<dd>临江智造科技有限公司（139****0001）</dd>');
      expect(company.body).not.toContain('当前登录身份不属于此后台');

      const channel = setCookie(await channelLogin(), 'uniq_user_token') ?? '';
      const op = await t.app.inject({ url: '/op/', headers: cookie(channel) });
      expect(op.body).toContain('<dd>渠道主办方</dd>');
      expect(op.body).toContain('<dd>临江市高校毕业生就业服务中心（fair_admin）</dd>');
    });
  });
});
