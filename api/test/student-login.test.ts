import { fakeClock, outbox, outboxCode, query, setCookie, setCookieLine, SMS_APP, LOGIN_APP, solveCaptcha, studentSession } from './auth-helper';
import { body, DB_KINDS, useTestApp } from './helper';

const MINUTE = 60_000;

describe.each(DB_KINDS)('student login on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  let phoneSeq = 13700000000;
  const newPhone = () => String(++phoneSeq);

  const sendCode = async (phone: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const ticket = await solveCaptcha(t.app, SMS_APP);
    return t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket, ...extra })}`, headers });
  };
  const login = (phone: string, smsCode: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/user/login?${query({ phone, smsCode })}`, headers });

  describe('GET /api/user/sendcode', () => {
    it('sends a 6-digit code to the outbox and answers success', async () => {
      const phone = newPhone();
      const res = await sendCode(phone);
      expect(body(res)).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success' } });
      const code = await outboxCode(t.app, phone);
      expect(code).toMatch(/^\d{6}$/);
      const list = body<{ list: { text: string; purpose: string }[] }>(await outbox(t.app, phone)).data.list;
      expect(list[0]).toMatchObject({ purpose: 'student', text: `【校园招聘】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。` });
      const stored = await t.app.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(code);
    });

    it.each([
      ['', '请输入手机号'],
      ['   ', '请输入手机号'],
      ['1380000000', '请输入正确的手机号'],
      ['12800000000', '请输入正确的手机号'],
      ['138000000001', '请输入正确的手机号'],
      ['1380000000a', '请输入正确的手机号'],
      ['886912345678', '请输入正确的手机号'],
    ])('refuses phone "%s" with the §5 text %s', async (phone, text) => {
      const res = await t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1' })}` });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ apiStatus: false, msg: text, data: { code: 40001, msg: text } });
    });

    it('takes +886 numbers on a Taiwan-enabled site only, with or without the leading 0', async () => {
      const onFair = await sendCode('8860912345678', {}, { host: 'fair.localhost' });
      expect(body(onFair).data.code).toBe(0);
      // stored without the optional 0
      expect(await outboxCode(t.app, '886912345678')).toMatch(/^\d{6}$/);
      const bad = await t.app.inject({ url: `/api/user/sendcode?${query({ phone: '886812345678', type: '1' })}`, headers: { host: 'fair.localhost' } });
      expect(body(bad).msg).toBe('请输入正确的手机号');
      const elsewhere = await t.app.inject({ url: `/api/user/sendcode?${query({ phone: '886912345678', type: '1' })}`, headers: { host: 'localhost' } });
      expect(body(elsewhere).msg).toBe('请输入正确的手机号');
    });

    it('refuses oversized and malformed fields with a clear message', async () => {
      const long = await t.app.inject({ url: `/api/user/sendcode?${query({ phone: '1'.repeat(21), type: '1' })}` });
      expect(long.statusCode).toBe(400);
      expect(body(long).msg).toBe('参数错误：phone 不能超过 20 个字符');
      const type = await t.app.inject({ url: `/api/user/sendcode?${query({ phone: newPhone(), type: '2' })}` });
      expect(body(type).msg).toBe('参数错误：type 只能是 1');
      const ticket = await t.app.inject({ url: `/api/user/sendcode?${query({ phone: newPhone(), type: '1', captcha_ticket: 'x'.repeat(3000) })}` });
      expect(body(ticket).msg).toBe('参数错误：captcha_ticket 不能超过 2048 个字符');
    });

    it('needs a captcha ticket of the SMS app id: missing, forged, replayed or of the login app id → 30007', async () => {
      const phone = newPhone();
      const expect30007 = async (fields: Record<string, string>) => {
        const res = await t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...fields })}` });
        expect(body(res)).toEqual({ apiStatus: false, msg: '请先完成滑块验证', data: { code: 30007, msg: '请先完成滑块验证' } });
      };
      await expect30007({});
      const good = await solveCaptcha(t.app, SMS_APP);
      await expect30007({ ...good, captcha_ticket: `${good.captcha_ticket.slice(0, -2)}xx` });
      await expect30007({ ...good, captcha_randstr: '@forged' });
      await expect30007({ ...(await solveCaptcha(t.app, LOGIN_APP)) });
      const loginTicket = await solveCaptcha(t.app, LOGIN_APP);
      await expect30007({ ...loginTicket, captcha_appid: SMS_APP });
      // the good ticket still works once, then never again
      const first = await t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...good })}` });
      expect(body(first).data.code).toBe(0);
      clock.advance(61_000);
      await expect30007(good);
      expect(await t.app.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
    });

    it('refuses a ticket older than 2 minutes', async () => {
      const ticket = await solveCaptcha(t.app, SMS_APP);
      clock.advance(2 * MINUTE + 1);
      const res = await t.app.inject({ url: `/api/user/sendcode?${query({ phone: newPhone(), type: '1', ...ticket })}` });
      expect(body(res).data.code).toBe(30007);
    });

    it('refuses a new code before the 60 s countdown ends (30005), and sends one after', async () => {
      const phone = newPhone();
      expect(body(await sendCode(phone)).data.code).toBe(0);
      clock.advance(59_000);
      const early = await sendCode(phone);
      expect(body(early)).toEqual({ apiStatus: false, msg: '发送过于频繁，请稍后再试', data: { code: 30005, msg: '发送过于频繁，请稍后再试' } });
      clock.advance(1_000);
      expect(body(await sendCode(phone)).data.code).toBe(0);
      expect(await t.app.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toHaveLength(2);
    });

    it('stops at 10 codes a day for one phone (30006), and starts again the next day', async () => {
      clock.set(Date.UTC(2026, 10, 23, 1, 0, 0));
      const phone = newPhone();
      for (let i = 0; i < 10; i++) {
        expect(body(await sendCode(phone)).data.code).toBe(0);
        clock.advance(61_000);
      }
      const capped = await sendCode(phone);
      expect(body(capped)).toEqual({ apiStatus: false, msg: '今日验证码发送次数已达上限', data: { code: 30006, msg: '今日验证码发送次数已达上限' } });
      clock.set(Date.UTC(2026, 10, 23, 16, 1, 0)); // 00:01 the next day in China
      expect(body(await sendCode(phone)).data.code).toBe(0);
    });
  });

  describe('GET /api/user/login', () => {
    it('registers a new student on the first login, logs in the same one later, and sets the httpOnly session cookie', async () => {
      const phone = newPhone();
      await sendCode(phone);
      const first = await login(phone, await outboxCode(t.app, phone));
      const userId = body<{ user_id: string }>(first).data.user_id;
      expect(body(first)).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', user_id: userId } });
      const line = setCookieLine(first, 'uniq_user_token') ?? '';
      expect(line).toMatch(/^uniq_user_token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=1209600; SameSite=Lax; HttpOnly$/);
      const student = await t.app.db.selectFrom('student').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(String(student.id)).toBe(userId);

      clock.advance(61_000);
      await sendCode(phone);
      const again = await login(phone, await outboxCode(t.app, phone));
      expect(body<{ user_id: string }>(again).data.user_id).toBe(userId);
      expect(await t.app.db.selectFrom('student').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
    });

    it.each([
      ['', '请输入验证码'],
      ['1234567', '请输入正确的验证码'],
    ])('refuses code "%s" with the §5 text %s', async (code, text) => {
      const res = await login(newPhone(), code);
      expect(body(res)).toEqual({ apiStatus: false, msg: text, data: { code: 40001, msg: text } });
    });

    it('refuses a wrong code (30003), and after five wrong tries voids the code (30004), even the right one', async () => {
      const phone = newPhone();
      await sendCode(phone);
      const code = await outboxCode(t.app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        expect(body(await login(phone, wrong))).toEqual({ apiStatus: false, msg: '验证码错误或已过期', data: { code: 30003, msg: '验证码错误或已过期' } });
      }
      expect(body(await login(phone, wrong))).toEqual({ apiStatus: false, msg: '验证码错误次数过多，请重新获取', data: { code: 30004, msg: '验证码错误次数过多，请重新获取' } });
      expect(body(await login(phone, code)).data.code).toBe(30004);
      expect(setCookie(await login(phone, code), 'uniq_user_token')).toBeUndefined();
    });

    it('refuses a code used once already, an expired code, and a code never sent', async () => {
      const phone = newPhone();
      await sendCode(phone);
      const code = await outboxCode(t.app, phone);
      expect(body(await login(phone, code)).data.code).toBe(0);
      expect(body(await login(phone, code)).data.code).toBe(30003);

      clock.advance(61_000);
      await sendCode(phone);
      const late = await outboxCode(t.app, phone);
      clock.advance(5 * MINUTE);
      expect(body(await login(phone, late)).data.code).toBe(30003);

      expect(body(await login(newPhone(), '123456')).data.code).toBe(30003);
    });

    it('accepts only the newest code, and only for the phone it was sent to', async () => {
      const phone = newPhone();
      const other = newPhone();
      await sendCode(phone);
      const old = await outboxCode(t.app, phone);
      clock.advance(61_000);
      await sendCode(phone);
      const fresh = await outboxCode(t.app, phone);
      if (old !== fresh) expect(body(await login(phone, old)).data.code).toBe(30003);
      expect(body(await login(other, fresh)).data.code).toBe(30003);
      expect(body(await login(phone, fresh)).data.code).toBe(0);
    });

    it('gives a guesser no way through: five guesses per code, then a new code needs a new captcha', async () => {
      const phone = newPhone();
      await sendCode(phone);
      const code = await outboxCode(t.app, phone);
      let hits = 0;
      for (let guess = 0; guess < 20; guess++) {
        const g = String(guess).padStart(6, '0');
        if (g === code) continue;
        if (body(await login(phone, g)).data.code === 0) hits++;
      }
      expect(hits).toBe(0);
      const row = await t.app.db.selectFrom('sms_code').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
    });

    it('does not accept an employer’s code for a student login', async () => {
      const phone = newPhone();
      const ticket = await solveCaptcha(t.app, SMS_APP);
      await t.app.inject({
        method: 'POST',
        url: '/api/user/sendcode',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({ phone, type: '2', service_code: '1', ...ticket }),
      });
      expect(body(await login(phone, await outboxCode(t.app, phone))).data.code).toBe(30003);
    });
  });

  describe('GET /api/user/getcommon', () => {
    it('answers 20011 without a student session', async () => {
      const res = await t.app.inject({ url: '/api/user/getcommon' });
      expect(body(res)).toEqual({ apiStatus: false, msg: '请先登录', data: { code: 20011, msg: '请先登录' } });
    });

    it('answers the session’s own student, whatever user_id the client sends', async () => {
      // 13800000002 has a partial resume (a name): has_resume is 1
      const token = await studentSession(t.app, '13800000002');
      const res = await t.app.inject({ url: '/api/user/getcommon?user_id=1', headers: { cookie: `uniq_user_token=${token}; user_id=1` } });
      expect(body(res)).toEqual({
        apiStatus: true,
        msg: 'success',
        data: { code: 0, msg: 'success', has_resume: 1, has_resume_diagnose: 0, has_ai_career_planning: 0, sex: 2, avatar: '', resume_name: '林晓雨', resume_diagnose_id: 0, ai_career_planning_id: 0 },
      });
    });
  });
});
