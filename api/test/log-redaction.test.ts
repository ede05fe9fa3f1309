import { Writable } from 'node:stream';
import { redactUrl } from '../src/lib/log-redaction';
import { employerCode, employerPasswordLogin, outboxCode, query, setCookie, SMS_APP, solveCaptcha } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

describe('redactUrl', () => {
  it('hides every query value of the secret calls, and secret parameters everywhere', () => {
    expect(redactUrl('/api/user/login?phone=13800000001&smsCode=123456&public_source=1')).toBe('/api/user/login?phone=***&smsCode=***&public_source=***');
    expect(redactUrl('/api/user/sendcode?phone=1&type=1&captcha_ticket=t')).toBe('/api/user/sendcode?phone=***&type=***&captcha_ticket=***');
    expect(redactUrl('/api/user/loginbyqrcode?uuid=u')).toBe('/api/user/loginbyqrcode?uuid=***');
    expect(redactUrl('/api/user/transferlogin?ticket=abc.def&user_id=1')).toBe('/api/user/transferlogin?ticket=***&user_id=***');
    expect(redactUrl('/api/other?password=x&page=2&sms%5Fcode=1')).toBe('/api/other?password=***&page=2&sms%5Fcode=***');
    expect(redactUrl('/api/site/getsiteinfo')).toBe('/api/site/getsiteinfo');
  });
});

describe.each(DB_KINDS)('what the server logs on %s', (kind) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const t = useTestApp(kind, {}, { logger: { level: 'trace', stream } });

  it('never writes an SMS code (except the dev provider’s own message) or a password', async () => {
    const phone = '13700000077';
    const ticket = await solveCaptcha(t.app, SMS_APP);
    await t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket })}` });
    const code = await outboxCode(t.app, phone);
    const login = await t.app.inject({ url: `/api/user/login?${query({ phone, smsCode: code })}` });
    expect(body(login).data.code).toBe(0);

    const employer = '13700000078';
    await employerCode(t.app, employer, 2);
    const regCode = await outboxCode(t.app, employer);
    expect(body(await formPost(t.app, '/api/user/register', { phone: employer, type: '2', sms_code: regCode, password: 'Secret@Reg1' })).data.code).toBe(0);
    expect(body(await employerPasswordLogin(t.app, employer, 'Secret@Reg1')).data.code).toBe(0);
    expect(body(await employerPasswordLogin(t.app, employer, 'Wrong@Pass9')).data.code).toBe(30008);
    expect(body(await formPost(t.app, '/school/strategy/login', { name: 'linjiang_admin', password: 'Demo@2026' })).data.code).toBe(0);
    const token = setCookie(await formPost(t.app, '/channel/user/login', { username: 'fair_admin', password: 'Demo@2026' }), 'uniq_user_token') ?? '';

    const all = lines.join('\n');
    expect(lines.some((l) => l.includes('"url":"/api/user/login?phone=***&smsCode=***&public_source=***"'))).toBe(true);
    for (const secret of ['Secret@Reg1', 'Wrong@Pass9', 'Demo@2026', token, ticket.captcha_ticket]) expect(all).not.toContain(secret);
    for (const c of [code, regCode]) {
      // as a number of its own: not a piece of a time or a duration
      const withCode = lines.filter((l) => new RegExp(`(?<![\\d.])${c}(?![\\d.])`).test(l));
      expect(withCode.length).toBeGreaterThan(0);
      for (const l of withCode) expect(JSON.parse(l).msg).toMatch(/^dev SMS to \d+: 【校园招聘】您的验证码是\d{6}/);
    }
  });
});
