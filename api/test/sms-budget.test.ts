import { fakeClock, outboxCode, query, setCookieLine, SMS_APP, solveCaptcha } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

// Issue 27: four code-sending paths let a stranger send a classmate's 10 daily codes in about 2 minutes; the
// owner then got 30006 until midnight. The countdown and the daily cap now count per requester: a browser that
// proved the phone (logged in with its code) keeps a budget of its own, and a stranger spends only theirs.

const STRANGER = '198.51.100.66';
const OWNER = '203.0.113.10';

describe.each(DB_KINDS)('a phone’s code budget against strangers on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  let phoneSeq = 13600000100;
  const newPhone = () => String(++phoneSeq);

  const sendCode = async (phone: string, remoteAddress: string, cookie = '') => {
    const ticket = await solveCaptcha(t.app, SMS_APP);
    return body(await t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket })}`, remoteAddress, headers: cookie ? { cookie } : {} })).data.code;
  };
  /** The owner logs in once with a code: the answer's trust cookie. */
  const ownerBrowser = async (phone: string) => {
    expect(await sendCode(phone, OWNER)).toBe(0);
    const res = await t.app.inject({ url: `/api/user/login?${query({ phone, smsCode: await outboxCode(t.app, phone) })}`, remoteAddress: OWNER });
    expect(body(res).data.code).toBe(0);
    const line = setCookieLine(res, 'sms_trust') ?? '';
    expect(line).toMatch(/^sms_trust=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=15552000; SameSite=Lax; HttpOnly$/);
    expect(setCookieLine(res, 'uniq_user_token')).toBeDefined();
    return line.split(';')[0]!;
  };
  const exhaust = async (phone: string, remoteAddress: string) => {
    for (let i = 0; i < 10; i += 1) {
      expect(await sendCode(phone, remoteAddress)).toBe(0);
      clock.advance(61_000);
    }
    expect(await sendCode(phone, remoteAddress)).toBe(30006);
  };

  it('a stranger who spends the day’s codes spends only their own: the owner’s browser still gets codes', async () => {
    clock.set(Date.UTC(2026, 10, 24, 1, 0, 0));
    const phone = newPhone();
    const trust = await ownerBrowser(phone);
    clock.advance(61_000);
    await exhaust(phone, STRANGER);
    expect(await sendCode(phone, OWNER, trust)).toBe(0);
    // and a forged or another phone's trust cookie is a stranger's request
    clock.advance(61_000);
    expect(await sendCode(phone, STRANGER, 'sms_trust=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(30006);
  });

  it('a stranger’s send does not start the owner’s countdown', async () => {
    const phone = newPhone();
    const trust = await ownerBrowser(phone);
    clock.advance(61_000);
    expect(await sendCode(phone, STRANGER)).toBe(0);
    expect(await sendCode(phone, OWNER, trust)).toBe(0);
    // each requester still waits for its own countdown
    expect(await sendCode(phone, STRANGER)).toBe(30005);
    expect(await sendCode(phone, OWNER, trust)).toBe(30005);
  });

  it('an owner not yet trusted, on another address, has a budget of their own too; strangers together stop at the outer bound', async () => {
    clock.set(Date.UTC(2026, 10, 25, 1, 0, 0));
    const phone = newPhone();
    await exhaust(phone, STRANGER);
    expect(await sendCode(phone, OWNER)).toBe(0);
    // SMS_DAILY_PER_PHONE_ALL (30) of untrusted requests from many addresses; the owner's trusted browser is not one
    for (let a = 1; a <= 2; a += 1) {
      for (let i = 0; i < 10; i += 1) {
        clock.advance(61_000);
        await sendCode(phone, `192.0.2.${a}`);
      }
    }
    clock.advance(61_000);
    expect(await sendCode(phone, '192.0.2.99')).toBe(30006);
  });

  it('counts the employer’s and the QR page’s sends the same way', async () => {
    clock.set(Date.UTC(2026, 10, 26, 1, 0, 0));
    const phone = newPhone();
    const trust = await ownerBrowser(phone);
    // the stranger uses the QR confirm page (a slider each time, 3 sends per QR: so new QRs) until their own cap
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i += 1) {
      clock.advance(61_000);
      const qr = body<{ UUID: string }>(await t.app.inject({ url: '/api/site/getloginqrcode?page=%2F&public_source=1', remoteAddress: STRANGER })).data;
      const code = body(await formPost(t.app, '/api/user/qrconfirm', { uuid: qr.UUID, phone, step: 'sendcode', ...(await solveCaptcha(t.app, SMS_APP)) })).data.code;
      if (code === 30006) refused = i;
    }
    expect(refused).toBeGreaterThan(0);
    clock.advance(61_000);
    expect(await sendCode(phone, OWNER, trust)).toBe(0);
  });
});
