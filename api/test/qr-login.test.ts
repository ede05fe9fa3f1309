import { readFileSync } from 'node:fs';
import { findSession } from '../src/db/repositories/session';
import { CLIENT_COOKIE } from '../src/lib/client-token';
import { fakeClock, LOGIN_APP, outbox, outboxCode, setCookie, setCookieLine, SMS_APP, solveCaptcha } from './auth-helper';
import { body, buildTestApp, DB_KINDS, formPost, useTestApp } from './helper';

type Qr = { QRcode: string; UUID: string; expires_in: number };

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe.each(DB_KINDS)('student QR login on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  let phoneSeq = 13500000000;
  const newPhone = () => String(++phoneSeq);

  /** The desktop asks for a code: its answer and its poll key cookie. */
  const newQr = async (host = 'localhost') => {
    const res = await t.app.inject({ url: '/api/site/getloginqrcode?page=%2F&public_source=1', headers: { host } });
    const qr = body<Qr>(res).data;
    return { qr, pollCookie: `campus_qr=${setCookie(res, 'campus_qr') ?? ''}`, res };
  };
  const poll = (uuid: string, cookie: string) => t.app.inject({ url: `/api/user/loginbyqrcode?uuid=${uuid}&public_source=1`, headers: { cookie } });
  const confirmForm = (fields: Record<string, string>) => formPost(t.app, '/api/user/qrconfirm', { view: 'html', ...fields });
  /** The page's 获取验证码 after its slider passed: the ticket rides in the form's hidden fields (spec §5). */
  const sendForm = async (fields: Record<string, string>, view = true) =>
    formPost(t.app, '/api/user/qrconfirm', { ...(view ? { view: 'html' } : {}), ...fields, step: 'sendcode', ...(await solveCaptcha(t.app, SMS_APP)) });

  it('makes a 60 s code: an SVG data URL encoding this site’s confirm page, and the httpOnly poll key cookie', async () => {
    const { qr, res } = await newQr('localhost:8080');
    expect(qr.UUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(qr.expires_in).toBe(60);
    expect(qr.QRcode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = svgOf(qr.QRcode);
    expect(svg).toMatch(/^<svg width="240" height="240" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    // main platform (type 1): no overlay
    expect(svg).not.toContain('<image');
    expect(setCookieLine(res, 'campus_qr')).toMatch(/^campus_qr=[A-Za-z0-9_-]{32}; Path=\/api\/user\/loginbyqrcode; Max-Age=120; SameSite=Lax; HttpOnly$/);
    const row = await t.app.db.selectFrom('qr_login').selectAll().where('uuid', '=', qr.UUID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'waiting', host: 'localhost', page: '/', expires_at: clock.now() + 60_000 });
  });

  it('draws the school icon on a school site and the channel badge on an organiser site', async () => {
    const school = svgOf((await newQr('school.localhost')).qr.QRcode);
    const badge = (name: string) => readFileSync(`${t.config.staticDir}/badge/${name}.svg`).toString('base64');
    expect(school).toContain(`href="data:image/svg+xml;base64,${badge('linjiang')}"`);
    expect(school).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="\d+" height="\d+" rx="[\d.]+" fill="#ffffff"\/><image /);
    const fair = svgOf((await newQr('fair.localhost')).qr.QRcode);
    expect(fair).toContain(`href="data:image/svg+xml;base64,${badge('channel-fair')}"`);
  });

  it('walks waiting (20101) → scanned (20102) → confirmed (0 with user_id and the session cookie) → gone (20103)', async () => {
    const { qr, pollCookie } = await newQr();
    expect(body(await poll(qr.UUID, pollCookie))).toEqual({ apiStatus: false, msg: '等待扫码', data: { code: 20101, msg: '等待扫码' } });

    const page = await t.app.inject({ url: `/api/user/qrconfirm?uuid=${qr.UUID}` });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>扫码登录确认</title>');
    expect(page.body).toContain('<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">');
    expect(page.body).toContain(`<form method="post" action="/api/user/qrconfirm" data-captcha-appid="${SMS_APP}">`);
    expect(page.body).toContain('<h2 id="captcha-title">安全验证</h2>');
    expect(page.body).toContain('aria-label="拖动滑块完成拼图"');
    expect(page.body).toContain('>获取验证码</button>');
    expect(page.body).toContain('>确认登录</button>');
    // one script, from our origin; nothing inline (the CSP allows neither)
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/api/user/qrconfirm/slider.js" defer>']);
    expect(page.body).not.toMatch(/<script[^>]*>[^<]|\son\w+=/i);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;script-src-attr 'none'/);
    expect(page.headers['content-security-policy']).not.toContain("'unsafe-inline';script");
    // the phone's slider draws on the phone's own budget from its first puzzle (issue 27)
    expect(setCookieLine(page, CLIENT_COOKIE)).toMatch(/HttpOnly/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(body(await poll(qr.UUID, pollCookie))).toEqual({ apiStatus: false, msg: '已扫码，请在手机上确认', data: { code: 20102, msg: '已扫码，请在手机上确认' } });

    const phone = newPhone();
    const sent = await sendForm({ uuid: qr.UUID, phone });
    expect(sent.body).toContain(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(-4)}，5分钟内有效`);
    expect(sent.body).toContain(`value="${phone}"`);
    const code = await outboxCode(t.app, phone);

    const wrong = await confirmForm({ uuid: qr.UUID, phone, smsCode: code === '000000' ? '111111' : '000000', step: 'confirm' });
    expect(wrong.body).toContain('验证码错误或已过期');
    expect(body(await poll(qr.UUID, pollCookie)).data.code).toBe(20102);

    const done = await confirmForm({ uuid: qr.UUID, phone, smsCode: code, step: 'confirm' });
    expect(done.body).toContain('登录成功，请返回电脑端继续操作');
    expect(setCookie(done, 'uniq_user_token')).toBeUndefined();

    const collected = await poll(qr.UUID, pollCookie);
    const student = await t.app.db.selectFrom('student').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(body(collected)).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', user_id: String(student.id) } });
    const token = setCookie(collected, 'uniq_user_token') ?? '';
    expect(await findSession(t.app.db, token, clock.now())).toMatchObject({ role: 'student', user_id: student.id });
    expect(setCookieLine(collected, 'campus_qr')).toContain('Max-Age=0');

    expect(body(await poll(qr.UUID, pollCookie)).data.code).toBe(20103);
  });

  it('refuses an oversized page parameter', async () => {
    const res = await t.app.inject({ url: `/api/site/getloginqrcode?page=${'a'.repeat(301)}` });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('参数错误：page 不能超过 300 个字符');
  });

  it('answers 20103 for a UUID that never existed, and for a poll without the browser’s poll key', async () => {
    const { qr } = await newQr();
    const gone = { apiStatus: false, msg: '二维码已失效', data: { code: 20103, msg: '二维码已失效' } };
    expect(body(await poll('00000000-0000-4000-8000-000000000000', 'campus_qr=x'))).toEqual(gone);
    expect(body(await poll(qr.UUID, ''))).toEqual(gone);
    expect(body(await poll(qr.UUID, 'campus_qr=guessed'))).toEqual(gone);
    expect((await poll('x'.repeat(65), '')).statusCode).toBe(400);
  });

  it('expires after 60 s: polling says 20103, the confirm page says so, and confirming no longer works', async () => {
    const { qr, pollCookie } = await newQr();
    const phone = newPhone();
    await sendForm({ uuid: qr.UUID, phone });
    const code = await outboxCode(t.app, phone);
    clock.advance(59_999);
    expect(body(await poll(qr.UUID, pollCookie)).data.code).toBe(20102);
    clock.advance(1);
    expect(body(await poll(qr.UUID, pollCookie)).data.code).toBe(20103);
    expect((await t.app.inject({ url: `/api/user/qrconfirm?uuid=${qr.UUID}` })).body).toContain('二维码已失效，请在电脑上点击刷新后重新扫码');
    expect((await confirmForm({ uuid: qr.UUID, phone, smsCode: code, step: 'confirm' })).body).toContain('二维码已失效');
    expect(body(await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone, smsCode: code })).data.code).toBe(20103);
  });

  it('gives the desktop 30 s to collect a login confirmed near the end of the 60 s', async () => {
    const { qr, pollCookie } = await newQr();
    const phone = newPhone();
    await sendForm({ uuid: qr.UUID, phone });
    clock.advance(59_000);
    expect(body(await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone, smsCode: await outboxCode(t.app, phone) })).data.code).toBe(0);
    clock.advance(5_000);
    expect(body(await poll(qr.UUID, pollCookie)).data.code).toBe(0);
  });

  it('answers the envelope without view=html, and applies the §5 phone and code rules', async () => {
    const { qr } = await newQr();
    expect(body(await sendForm({ uuid: qr.UUID, phone: '123' }, false)).msg).toBe('请输入正确的手机号');
    expect(body(await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone: '' })).msg).toBe('请输入手机号');
    expect(body(await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone: newPhone(), smsCode: '' })).msg).toBe('请输入验证码');
    expect((await sendForm({ uuid: qr.UUID, phone: '123' })).body).toContain('请输入正确的手机号');
    expect(body(await sendForm({ uuid: 'no-such-uuid', phone: newPhone() }, false)).data.code).toBe(20103);
  });

  it('sends no code without a passed slider of the SMS app id: none, a password-login one, a used one, a forged one', async () => {
    const { qr } = await newQr();
    const phone = newPhone();
    const send = (fields: Record<string, string>) => formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone, step: 'sendcode', ...fields });
    expect(body(await send({})).data.code).toBe(30007);
    expect(body(await send(await solveCaptcha(t.app, LOGIN_APP))).data.code).toBe(30007);
    const ticket = await solveCaptcha(t.app, SMS_APP);
    expect(body(await send({ ...ticket, captcha_ticket: `${ticket.captcha_ticket}x` })).data.code).toBe(30007);
    expect((await confirmForm({ uuid: qr.UUID, phone, step: 'sendcode' })).body).toContain('<p class="error" role="alert">请先完成滑块验证</p>');
    expect(body<{ list: unknown[] }>(await outbox(t.app, phone)).data.list).toEqual([]);
    expect(body(await send(ticket)).data.code).toBe(0);
    // the ticket is spent: used again, for another phone (no countdown in the way), it sends nothing
    const other = newPhone();
    expect(body(await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone: other, step: 'sendcode', ...ticket })).data.code).toBe(30007);
    expect(body<{ list: unknown[] }>(await outbox(t.app, other)).data.list).toEqual([]);
    expect(body<{ list: unknown[] }>(await outbox(t.app, phone)).data.list).toHaveLength(1);
  });

  it('serves the page’s slider script from our origin, its texts left to the page', async () => {
    const res = await t.app.inject({ url: '/api/user/qrconfirm/slider.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain("fetch('/api/captcha/get?appid='");
    expect(res.body).toContain("fetch('/api/captcha/verify'");
    expect(res.body).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('sends at most 3 codes from one QR’s page, each after its own slider and the countdown', async () => {
    const { qr } = await newQr();
    const sendTo = (phone: string) => sendForm({ uuid: qr.UUID, phone }, false);
    const phone = newPhone();
    expect(body(await sendTo(phone)).data.code).toBe(0);
    expect(body(await sendTo(phone)).data.code).toBe(30005);
    expect(body(await sendTo(newPhone())).data.code).toBe(0);
    const fourth = await sendTo(newPhone());
    expect(body(fourth).msg).toBe('该二维码获取验证码次数过多，请在电脑上刷新二维码');
  });

  it('escapes what it echoes', async () => {
    const { qr } = await newQr();
    const res = await sendForm({ uuid: qr.UUID, phone: '"><b>x' });
    expect(res.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });
});

describe('QR confirm page with the hosted captcha', () => {
  it('names the provider’s script for its slider, and still sends no code without a ticket', async () => {
    const hosted = { CAPTCHA_PROVIDER: 'hosted', CAPTCHA_VERIFY_URL: 'https://captcha.example.com/verify', CAPTCHA_SECRET: 'secret', CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/TCaptcha.js' };
    const t = await buildTestApp('sqlite', hosted);
    try {
      const qr = body<Qr>(await t.app.inject({ url: '/api/site/getloginqrcode?page=%2F&public_source=1' })).data;
      const page = await t.app.inject({ url: `/api/user/qrconfirm?uuid=${qr.UUID}` });
      expect(page.body).toContain(`data-captcha-appid="${SMS_APP}" data-captcha-script="https://captcha.example.com/TCaptcha.js">`);
      const sent = await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone: '13500009999', step: 'sendcode' });
      expect(body(sent).data.code).toBe(30007);
    } finally {
      await t.close();
    }
  });
});

describe.each(DB_KINDS)('QR login switched off on %s', (kind) => {
  it('answers 20104 for a code', async () => {
    const t = await buildTestApp(kind, { QR_LOGIN_PROVIDER: 'off' });
    try {
      expect(body(await t.app.inject({ url: '/api/site/getloginqrcode' })).data.code).toBe(20104);
    } finally {
      await t.close();
    }
  });
});
