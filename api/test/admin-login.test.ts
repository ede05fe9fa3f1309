import { findSession } from '../src/db/repositories/session';
import { adminLogin, fakeClock, setCookie, setCookieLine } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

const HOUR = 60 * 60_000;
const PASSWORD = 'Demo@2026';

describe.each(DB_KINDS)('school and department admin login on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  const login = (name: string, password: string) => adminLogin(t.app, '/school/strategy/login', { name, password });

  it('logs the school admin in: user_id, school, user_type 0, strategy, no faculty', async () => {
    const res = await login('linjiang_admin', PASSWORD);
    const data = body<Record<string, unknown>>(res).data;
    expect(data).toEqual({ code: 0, msg: 'success', user_id: expect.stringMatching(/^\d+$/), school: '临江大学', user_type: 0, strategy: '1' });
    const token = setCookie(res, 'uniq_user_token') ?? '';
    expect(setCookieLine(res, 'uniq_user_token')).toContain('Max-Age=1209600');
    expect(await findSession(t.app.db, token)).toMatchObject({ role: 'school', user_id: Number(data.user_id), label: '临江大学（linjiang_admin）' });
  });

  it('logs the department admin in with user_type 1 and the faculty', async () => {
    const data = body(await login('linjiang_cs', PASSWORD)).data;
    expect(data).toMatchObject({ code: 0, school: '临江大学', user_type: 1, faculty: '计算机与人工智能学院' });
  });

  it('answers an unknown account and a wrong password alike (10003), so names cannot be listed', async () => {
    const wrongAnswer = { apiStatus: false, msg: '用户名或密码错误', data: { code: 10003, msg: '用户名或密码错误' } };
    expect(body(await login('nobody', PASSWORD))).toEqual(wrongAnswer);
    const wrong = await login('linjiang_admin', 'demo@2026');
    expect(body(wrong)).toEqual(wrongAnswer);
    expect(setCookie(wrong, 'uniq_user_token')).toBeUndefined();
  });

  it('stops guessing after 5 failures for an account (even the right password), not the campus’s other accounts, and lets it in after 15 minutes', async () => {
    const fromCampus = login;
    for (let i = 0; i < 5; i++) expect(body(await fromCampus('linjiang_cs', `wrong${i}`)).data.code).toBe(10003);
    const limited = { apiStatus: false, msg: '登录失败次数过多，请稍后再试', data: { code: 30009, msg: '登录失败次数过多，请稍后再试' } };
    expect(body(await fromCampus('linjiang_cs', PASSWORD))).toEqual(limited);
    // the school admin on the same campus network is not locked out
    expect(body(await fromCampus('linjiang_admin', PASSWORD)).data.code).toBe(0);
    clock.advance(16 * 60_000);
    expect(body(await fromCampus('linjiang_cs', PASSWORD)).data.code).toBe(0);
  });

  it.each([
    [{ name: '', password: 'x' }, '请输入用户名'],
    [{ name: '   ', password: 'x' }, '请输入用户名'],
    [{ name: 'linjiang_admin', password: '' }, '请输入密码'],
  ])('refuses %o with the §5 text %s', async (fields, text) => {
    expect(body(await formPost(t.app, '/school/strategy/login', fields))).toEqual({ apiStatus: false, msg: text, data: { code: 40001, msg: text } });
  });

  it('refuses oversized fields and a missing body', async () => {
    expect(body(await login('a'.repeat(65), 'x')).msg).toBe('参数错误：name 不能超过 64 个字符');
    expect(body(await login('a', 'x'.repeat(129))).msg).toBe('参数错误：password 不能超过 128 个字符');
    const empty = await t.app.inject({ method: 'POST', url: '/school/strategy/login' });
    expect(body(empty).msg).toBe('请输入用户名');
  });

  it('accepts a password of any length (no §5 length rule for schools)', async () => {
    expect(body(await login('linjiang_admin', 'x')).data.code).toBe(10003);
  });
});

describe.each(DB_KINDS)('channel admin login on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  const login = (username: string, password: string) => adminLogin(t.app, '/channel/user/login', { username, password });

  it('logs the channel admin in: user_id and channel_name', async () => {
    const res = await login('fair_admin', PASSWORD);
    expect(body(res).data).toEqual({ code: 0, msg: 'success', user_id: expect.stringMatching(/^\d+$/), channel_name: '临江市高校毕业生就业服务中心' });
    expect(setCookie(res, 'uniq_user_token')).toBeTruthy();
  });

  it.each([
    [{ username: '', password: 'x' }, '请输入用户名'],
    [{ username: 'fair_admin', password: '' }, '请输入密码'],
  ])('refuses %o with the §5 text %s', async (fields, text) => {
    expect(body(await formPost(t.app, '/channel/user/login', fields)).msg).toBe(text);
  });

  it('freezes the account for 24 h after 5 failures in 15 minutes, even for the right password (500002)', async () => {
    for (let i = 0; i < 4; i++) {
      expect(body(await login('fair_admin', `wrong${i}`))).toEqual({ apiStatus: false, msg: '用户名或密码错误', data: { code: 10003, msg: '用户名或密码错误' } });
    }
    const frozen = { apiStatus: false, msg: '登录操作频繁，账号已被冻结，请24小时之后再试', data: { code: 500002, msg: '登录操作频繁，账号已被冻结，请24小时之后再试' } };
    expect(body(await login('fair_admin', 'wrong4'))).toEqual(frozen);
    const right = await login('fair_admin', PASSWORD);
    expect(body(right)).toEqual(frozen);
    expect(setCookie(right, 'uniq_user_token')).toBeUndefined();
    clock.advance(23 * HOUR);
    expect(body(await login('fair_admin', PASSWORD))).toEqual(frozen);
    clock.advance(HOUR);
    expect(body(await login('fair_admin', PASSWORD)).data.code).toBe(0);
    // the count starts afresh after the freeze
    expect(body(await login('fair_admin', 'wrong')).data.code).toBe(10003);
  });

  it('does not freeze for failures spread over more than 15 minutes', async () => {
    clock.advance(16 * 60_000);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect(body(await login('fair_admin', 'wrong')).data.code).toBe(10003);
      clock.advance(16 * 60_000);
    }
    expect(body(await login('fair_admin', PASSWORD)).data.code).toBe(0);
  });

  it('freezes unknown user names alike, so freezes tell nothing about which accounts exist', async () => {
    for (let i = 0; i < 5; i++) await login('ghost_admin', 'x');
    expect(body(await login('ghost_admin', 'x')).data.code).toBe(500002);
  });

  it('freezes the account only for the address the failures came from, so a stranger cannot lock the admin out of their own network', async () => {
    const from = (remoteAddress: string, password: string) =>
      adminLogin(t.app, '/channel/user/login', { username: 'fair_admin', password, public_source: '1' }, { remoteAddress });
    for (let i = 0; i < 5; i++) await from('203.0.113.7', `wrong${i}`);
    expect(body(await from('203.0.113.7', PASSWORD)).data.code).toBe(500002);
    // the admin's own office network still logs in
    expect(body(await from('198.51.100.20', PASSWORD)).data.code).toBe(0);
  });

  it('freezes the account everywhere when failures come from many addresses', async () => {
    for (let i = 0; i < 50; i++) await adminLogin(t.app, '/channel/user/login', { username: 'fair_admin', password: `wrong${i}` }, { remoteAddress: `192.0.2.${i + 1}` });
    const office = await adminLogin(t.app, '/channel/user/login', { username: 'fair_admin', password: PASSWORD }, { remoteAddress: '198.51.100.20' });
    expect(body(office).data.code).toBe(500002);
    // fifty logins, each hashing at the account's cost: about 11 s on a busy two-core machine, more under a full CI run
  }, 90_000);
});
