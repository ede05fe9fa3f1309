import { findSession } from '../src/db/repositories/session';
import { employerCode, employerPasswordLogin, fakeClock, LOGIN_APP, outbox, outboxCode, setCookie, SMS_APP, solveCaptcha } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

const MINUTE = 60_000;
const DEMO = { phone: '13900000001', password: 'Demo@2026' };

describe.each(DB_KINDS)('employer accounts on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  let phoneSeq = 13600000000;
  const newPhone = () => String(++phoneSeq);
  const codeLogin = (phone: string, smsCode: string, headers: Record<string, string> = {}) =>
    formPost(t.app, '/company/user/login', { phone, type: '2', login_type: '1', smsCode }, headers);
  const register = (fields: Record<string, string>) => formPost(t.app, '/api/user/register', { type: '2', ...fields });
  /** A new employer with a password, by registration. */
  const registered = async (password = 'abc123') => {
    const phone = newPhone();
    await employerCode(t.app, phone, 2);
    const res = await register({ phone, sms_code: await outboxCode(t.app, phone), password });
    expect(body(res).data.code).toBe(0);
    clock.advance(31_000);
    return phone;
  };

  describe('POST /api/user/sendcode', () => {
    it('sends a code for login to any phone, for registration to a new phone, for a reset to a known phone', async () => {
      const fresh = newPhone();
      expect(body(await employerCode(t.app, fresh, 1)).data.code).toBe(0);
      expect(body(await employerCode(t.app, newPhone(), 2)).data.code).toBe(0);
      expect(body(await employerCode(t.app, DEMO.phone, 3)).data.code).toBe(0);
      const list = body<{ list: { purpose: string }[] }>(await outbox(t.app, DEMO.phone)).data.list;
      expect(list[0]?.purpose).toBe('employer_reset');
    });

    it('answers 30001 for a reset of an unknown phone and 30002 for a registration of a known one', async () => {
      expect(body(await employerCode(t.app, newPhone(), 3))).toEqual({ apiStatus: false, msg: '该手机号尚未注册，请先注册', data: { code: 30001, msg: '该手机号尚未注册，请先注册' } });
      expect(body(await employerCode(t.app, DEMO.phone, 2))).toEqual({ apiStatus: false, msg: '该手机号已注册，请直接登录', data: { code: 30002, msg: '该手机号已注册，请直接登录' } });
    });

    it.each(['', '1390000000', '23900000001', 'abc'])('refuses phone "%s" with 请输入正确的手机号 (§5 send-code text)', async (phone) => {
      const res = await formPost(t.app, '/api/user/sendcode', { phone, type: '2', service_code: '1' });
      expect(body(res)).toEqual({ apiStatus: false, msg: '请输入正确的手机号', data: { code: 40001, msg: '请输入正确的手机号' } });
    });

    it('needs a ticket of the SMS app id and says nothing about the phone before it', async () => {
      const none = await formPost(t.app, '/api/user/sendcode', { phone: newPhone(), type: '2', service_code: '3' });
      expect(body(none).data.code).toBe(30007);
      const loginTicket = await solveCaptcha(t.app, LOGIN_APP);
      const wrongApp = await formPost(t.app, '/api/user/sendcode', { phone: newPhone(), type: '2', service_code: '3', ...loginTicket });
      expect(body(wrongApp).data.code).toBe(30007);
    });

    it('refuses bad service codes and types', async () => {
      const ticket = await solveCaptcha(t.app, SMS_APP);
      expect(body(await formPost(t.app, '/api/user/sendcode', { phone: newPhone(), type: '2', service_code: '4', ...ticket })).data.code).toBe(40001);
      expect(body(await formPost(t.app, '/api/user/sendcode', { phone: newPhone(), type: '1', service_code: '1', ...ticket })).msg).toBe('参数错误：type 只能是 2');
    });

    it('counts 30 s between codes for each form separately (30005)', async () => {
      const phone = newPhone();
      expect(body(await employerCode(t.app, phone, 1)).data.code).toBe(0);
      expect(body(await employerCode(t.app, phone, 2)).data.code).toBe(0);
      clock.advance(29_000);
      expect(body(await employerCode(t.app, phone, 1)).data.code).toBe(30005);
      clock.advance(1_000);
      expect(body(await employerCode(t.app, phone, 1)).data.code).toBe(0);
    });
  });

  describe('POST /company/user/login by code', () => {
    it('registers a new employer on the first code login (registered 1), then logs the same one in (registered 0)', async () => {
      const phone = newPhone();
      await employerCode(t.app, phone, 1);
      const first = await codeLogin(phone, await outboxCode(t.app, phone));
      const data = body<{ user_id: string; registered: number }>(first).data;
      expect(data).toMatchObject({ code: 0, registered: 1 });
      expect(data.user_id).toMatch(/^[0-9a-f]{24}$/);
      const row = await t.app.db.selectFrom('employer').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company_key: data.user_id, password_hash: null });
      expect(setCookie(first, 'uniq_user_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

      clock.advance(31_000);
      await employerCode(t.app, phone, 1);
      const again = await codeLogin(phone, await outboxCode(t.app, phone));
      expect(body(again).data).toMatchObject({ code: 0, user_id: data.user_id, registered: 0 });
    });

    it.each([
      [{ phone: '', smsCode: '123456' }, '请输入手机号码'],
      [{ phone: '1390000000', smsCode: '123456' }, '请输入正确的手机号码'],
      [{ phone: '13900000009', smsCode: '' }, '请输入验证码'],
      [{ phone: '13900000009', smsCode: '12345' }, '请输入正确的验证码'],
      [{ phone: '13900000009', smsCode: '12345a' }, '请输入正确的验证码'],
    ])('refuses %o with the §5 text %s', async (fields, text) => {
      const res = await formPost(t.app, '/company/user/login', { type: '2', login_type: '1', ...fields });
      expect(body(res)).toEqual({ apiStatus: false, msg: text, data: { code: 40001, msg: text } });
    });

    it('refuses a registration code for a login', async () => {
      const phone = newPhone();
      await employerCode(t.app, phone, 2);
      expect(body(await codeLogin(phone, await outboxCode(t.app, phone))).data.code).toBe(30003);
    });
  });

  describe('POST /company/user/login by password', () => {
    it('logs the demo employer in with a captcha ticket of the login app id', async () => {
      const res = await employerPasswordLogin(t.app, DEMO.phone, DEMO.password);
      const data = body<{ user_id: string }>(res).data;
      expect(data).toMatchObject({ code: 0, registered: 0 });
      const row = await t.app.db.selectFrom('employer').select('company_key').where('phone', '=', DEMO.phone).executeTakeFirstOrThrow();
      expect(data.user_id).toBe(row.company_key);
    });

    it('needs the login app id’s ticket: none, an SMS one, or a used one → 30007', async () => {
      const none = await formPost(t.app, '/company/user/login', { phone: DEMO.phone, type: '2', login_type: '2', password: DEMO.password });
      expect(body(none).data.code).toBe(30007);
      const smsTicket = await solveCaptcha(t.app, SMS_APP);
      const sms = await formPost(t.app, '/company/user/login', { phone: DEMO.phone, type: '2', login_type: '2', password: DEMO.password, ...smsTicket });
      expect(body(sms).data.code).toBe(30007);
      const ticket = await solveCaptcha(t.app, LOGIN_APP);
      const fields = { phone: DEMO.phone, type: '2', login_type: '2', password: DEMO.password, ...ticket };
      expect(body(await formPost(t.app, '/company/user/login', fields)).data.code).toBe(0);
      expect(body(await formPost(t.app, '/company/user/login', fields)).data.code).toBe(30007);
    });

    it.each([
      [{ phone: DEMO.phone, password: '' }, '请输入密码'],
      [{ phone: DEMO.phone, password: 'abc' }, '密码须为6-16位，特殊字符仅支持!@#$%'],
      [{ phone: DEMO.phone, password: 'abc123^' }, '密码须为6-16位，特殊字符仅支持!@#$%'],
      [{ phone: DEMO.phone, password: 'a'.repeat(17) }, '密码须为6-16位，特殊字符仅支持!@#$%'],
      [{ phone: '', password: 'abc123' }, '请输入手机号码'],
    ])('refuses %o with the §5 text %s', async (fields, text) => {
      const res = await formPost(t.app, '/company/user/login', { type: '2', login_type: '2', ...fields });
      expect(body(res).msg).toBe(text);
    });

    it('answers the same 30008 for a wrong password, an unknown phone, and an account without a password', async () => {
      const wrong = await employerPasswordLogin(t.app, DEMO.phone, 'Wrong@2026');
      expect(body(wrong)).toEqual({ apiStatus: false, msg: '手机号或密码错误', data: { code: 30008, msg: '手机号或密码错误' } });
      expect(body(await employerPasswordLogin(t.app, newPhone(), 'abc123')).data.code).toBe(30008);
      const noPassword = newPhone();
      await employerCode(t.app, noPassword, 1);
      await codeLogin(noPassword, await outboxCode(t.app, noPassword));
      expect(body(await employerPasswordLogin(t.app, noPassword, 'abc123')).data.code).toBe(30008);
    });

    it('limits a phone to 5 failures in 15 minutes (30009, even with the right password), then lets it try again', async () => {
      const phone = await registered('Right@123');
      for (let i = 0; i < 5; i++) expect(body(await employerPasswordLogin(t.app, phone, 'Wrong@123')).data.code).toBe(30008);
      const limited = await employerPasswordLogin(t.app, phone, 'Right@123');
      expect(body(limited)).toEqual({ apiStatus: false, msg: '登录失败次数过多，请稍后再试', data: { code: 30009, msg: '登录失败次数过多，请稍后再试' } });
      expect(setCookie(limited, 'uniq_user_token')).toBeUndefined();
      clock.advance(15 * MINUTE);
      expect(body(await employerPasswordLogin(t.app, phone, 'Right@123')).data.code).toBe(0);
    });

    it('limits one address to 20 failures in 15 minutes across phones', async () => {
      clock.advance(16 * MINUTE);
      const ip = { 'x-forwarded-for': '1.2.3.4' };
      const from = { remoteAddress: '203.0.113.9' };
      const attempt = async (phone: string, password: string) => {
        const ticket = await solveCaptcha(t.app, LOGIN_APP);
        return t.app.inject({
          method: 'POST',
          url: '/company/user/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...ip },
          payload: new URLSearchParams({ phone, type: '2', login_type: '2', password, ...ticket }).toString(),
          ...from,
        });
      };
      for (let i = 0; i < 20; i++) expect(body(await attempt(newPhone(), 'Wrong@123')).data.code).toBe(30008);
      expect(body(await attempt(DEMO.phone, DEMO.password)).data.code).toBe(30009);
      // another address is not affected
      expect(body(await employerPasswordLogin(t.app, DEMO.phone, DEMO.password)).data.code).toBe(0);
      clock.advance(15 * MINUTE);
      expect(body(await attempt(DEMO.phone, DEMO.password)).data.code).toBe(0);
    });
  });

  describe('POST /api/user/register', () => {
    it('registers with the registration code and logs in (registered 1)', async () => {
      const phone = newPhone();
      await employerCode(t.app, phone, 2);
      const res = await register({ phone, sms_code: await outboxCode(t.app, phone), password: 'Abc!@#123' });
      expect(body(res).data).toMatchObject({ code: 0, registered: 1 });
      expect(setCookie(res, 'uniq_user_token')).toBeTruthy();
      expect(body(await employerPasswordLogin(t.app, phone, 'Abc!@#123')).data.code).toBe(0);
    });

    it.each([
      [{ phone: '', sms_code: '123456', password: 'abc123' }, '请输入手机号码'],
      [{ phone: '1380000', sms_code: '123456', password: 'abc123' }, '请输入正确的手机号码'],
      [{ phone: '13900000009', sms_code: '', password: 'abc123' }, '请输入验证码'],
      [{ phone: '13900000009', sms_code: '1234567', password: 'abc123' }, '请输入正确的验证码'],
      [{ phone: '13900000009', sms_code: '123456', password: '' }, '请设置密码'],
      [{ phone: '13900000009', sms_code: '123456', password: '12345' }, '密码须为6-16位，特殊字符仅支持!@#$%'],
      [{ phone: '13900000009', sms_code: '123456', password: '密码密码密码' }, '密码须为6-16位，特殊字符仅支持!@#$%'],
    ])('refuses %o with the §5 text %s', async (fields, text) => {
      expect(body(await register(fields)).msg).toBe(text);
    });

    it('refuses a known phone (30002) without using up a code', async () => {
      expect(body(await register({ phone: DEMO.phone, sms_code: '123456', password: 'abc123' })).data.code).toBe(30002);
    });

    it('refuses a wrong or a login code (30003)', async () => {
      const phone = newPhone();
      await employerCode(t.app, phone, 1);
      expect(body(await register({ phone, sms_code: await outboxCode(t.app, phone), password: 'abc123' })).data.code).toBe(30003);
    });

    it('refuses oversized fields', async () => {
      const res = await register({ phone: newPhone(), sms_code: '123456', password: 'a'.repeat(65) });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('参数错误：password 不能超过 64 个字符');
    });
  });

  describe('password reset', () => {
    const check = (phone: string, sms_code: string) => formPost(t.app, '/api/user/checksmscode', { phone, type: '2', service_code: '3', sms_code });
    const reset = (fields: Record<string, string>) => formPost(t.app, '/api/user/forgetpassword', { type: '2', ...fields });

    it('checks the code without using it up, sets the new password, ends every session of the account', async () => {
      const phone = await registered('Old@1234');
      const s1 = setCookie(await employerPasswordLogin(t.app, phone, 'Old@1234'), 'uniq_user_token') ?? '';
      const s2 = setCookie(await employerPasswordLogin(t.app, phone, 'Old@1234'), 'uniq_user_token') ?? '';
      expect(await findSession(t.app.db, s1, clock.now())).toBeDefined();

      await employerCode(t.app, phone, 3);
      const code = await outboxCode(t.app, phone);
      expect(body(await check(phone, code))).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success' } });
      expect(body(await check(phone, code)).data.code).toBe(0);
      expect(body(await reset({ phone, sms_code: code, password: 'New@1234', confirm_password: 'New@1234' })).data.code).toBe(0);

      expect(await findSession(t.app.db, s1, clock.now())).toBeUndefined();
      expect(await findSession(t.app.db, s2, clock.now())).toBeUndefined();
      expect(body(await employerPasswordLogin(t.app, phone, 'Old@1234')).data.code).toBe(30008);
      expect(body(await employerPasswordLogin(t.app, phone, 'New@1234')).data.code).toBe(0);
      // the code is used up
      expect(body(await reset({ phone, sms_code: code, password: 'New@5678', confirm_password: 'New@5678' })).data.code).toBe(30003);
    });

    it('counts wrong checks toward the five tries', async () => {
      const phone = await registered();
      await employerCode(t.app, phone, 3);
      const code = await outboxCode(t.app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) expect(body(await check(phone, wrong)).data.code).toBe(30003);
      expect(body(await check(phone, code)).data.code).toBe(0);
      expect(body(await check(phone, wrong)).data.code).toBe(30004);
      expect(body(await reset({ phone, sms_code: code, password: 'New@1234', confirm_password: 'New@1234' })).data.code).toBe(30004);
    });

    it.each([
      [{ password: '', confirm_password: '' }, '请输入新密码'],
      [{ password: 'abc', confirm_password: 'abc' }, '密码须为6-16位，特殊字符仅支持!@#$%'],
      [{ password: 'abc123', confirm_password: '' }, '新密码不能为空'],
      [{ password: 'abc123', confirm_password: 'abc124' }, '两次输入的密码不一致'],
    ])('refuses %o with the §5 text %s', async (fields, text) => {
      const res = await reset({ phone: DEMO.phone, sms_code: '123456', ...fields });
      expect(body(res)).toEqual({ apiStatus: false, msg: text, data: { code: 40001, msg: text } });
    });

    it('refuses the check with a bad service code or a bad code', async () => {
      expect(body(await formPost(t.app, '/api/user/checksmscode', { phone: DEMO.phone, type: '2', service_code: '1', sms_code: '123456' })).msg).toBe('参数错误：service_code 只能是 3');
      expect(body(await check(DEMO.phone, '12')).msg).toBe('请输入正确的验证码');
      expect(body(await check('', '123456')).msg).toBe('请输入手机号码');
    });
  });
});
