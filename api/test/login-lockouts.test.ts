import { Writable } from 'node:stream';
import { adminLogin, fakeClock, LOGIN_APP, postFrom, setCookieLine, solveCaptcha } from './auth-helper';
import { body, DB_KINDS, useTestApp } from './helper';

// Issue 27, lockouts as a weapon: five wrong passwords from anywhere locked a school admin out for 15 minutes,
// renewable forever; about 50 failures from 10 addresses froze a channel admin everywhere for 24 hours. Now the
// failures count per requester (a browser that logged in to the account before, else an address): a stranger
// locks out only themselves, with delays that grow, and strangers together freeze the account only for browsers
// not trusted for it, with an alert.

const PASSWORD = 'Demo@2026';
const MINUTE = 60_000;
const OFFICE = '198.51.100.20';
const STRANGER = '203.0.113.7';

describe.each(DB_KINDS)('password lockouts that a stranger cannot turn on the owner, on %s', (kind) => {
  const clock = fakeClock();
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  const t = useTestApp(kind, {}, { now: clock.now, logger: { level: 'warn', stream } });

  const send = (url: string, fields: Record<string, string>, remoteAddress: string, cookie = '') => postFrom(t.app, url, fields, { remoteAddress, cookie });
  const post = (url: string, fields: Record<string, string>, remoteAddress: string, cookie = '') => adminLogin(t.app, url, fields, { remoteAddress, cookie });
  const school = (name: string, password: string, from: string, cookie = '') => post('/school/strategy/login', { name, password }, from, cookie);
  const channel = (username: string, password: string, from: string, cookie = '') => post('/channel/user/login', { username, password }, from, cookie);
  const trustOf = (res: Awaited<ReturnType<typeof school>>) => {
    const line = setCookieLine(res, 'login_trust') ?? '';
    expect(line).toMatch(/^login_trust=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=15552000; SameSite=Lax; HttpOnly$/);
    return line.split(';')[0]!;
  };

  it('a stranger’s five failures lock out the stranger, not the admin on their own address', async () => {
    for (let i = 0; i < 5; i += 1) expect(body(await school('linjiang_admin', `wrong${i}`, STRANGER)).data.code).toBe(10003);
    expect(body(await school('linjiang_admin', PASSWORD, STRANGER)).data.code).toBe(30009);
    expect(body(await school('linjiang_admin', PASSWORD, OFFICE)).data.code).toBe(0);
  });

  it('a requester that keeps guessing waits longer each time: 15, then 30 minutes', async () => {
    const from = '192.0.2.200';
    const fail5 = async () => {
      for (let i = 0; i < 5; i += 1) await school('linjiang_cs', `bad${i}`, from);
    };
    await fail5();
    expect(body(await school('linjiang_cs', PASSWORD, from)).data.code).toBe(30009);
    clock.advance(16 * MINUTE);
    await fail5();
    clock.advance(16 * MINUTE);
    // the second lock of the day lasts 30 minutes
    expect(body(await school('linjiang_cs', PASSWORD, from)).data.code).toBe(30009);
    clock.advance(15 * MINUTE);
    expect(body(await school('linjiang_cs', PASSWORD, from)).data.code).toBe(0);
  });

  it('failures from many addresses freeze the channel admin for strangers, with an alert; the admin’s own browser still gets in', async () => {
    clock.advance(2 * 24 * 60 * MINUTE);
    const trust = trustOf(await channel('fair_admin', PASSWORD, OFFICE));
    for (let i = 0; i < 50; i += 1) await channel('fair_admin', `wrong${i}`, `192.0.2.${i + 1}`);
    expect(body(await channel('fair_admin', PASSWORD, '198.51.100.99')).data.code).toBe(500002);
    expect(logged.join('')).toMatch(/"alert":"login-freeze".*"subject":"channel:fair_admin"/);
    // the admin's browser that logged in before, from anywhere
    expect(body(await channel('fair_admin', PASSWORD, '192.0.2.250', trust)).data.code).toBe(0);
    // a trust cookie for another account, or a made-up one, is a stranger's
    expect(body(await channel('fair_admin', PASSWORD, OFFICE, 'login_trust=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).data.code).toBe(500002);
  });

  it('the trusted browser’s own failures still lock it, so a stolen cookie does not guess faster', async () => {
    clock.advance(2 * 24 * 60 * MINUTE);
    const trust = trustOf(await school('linjiang_admin', PASSWORD, OFFICE));
    for (let i = 0; i < 5; i += 1) await school('linjiang_admin', `oops${i}`, OFFICE, trust);
    expect(body(await school('linjiang_admin', PASSWORD, OFFICE, trust)).data.code).toBe(30009);
    // and the office address without the cookie is its own requester
    expect(body(await school('linjiang_admin', PASSWORD, OFFICE)).data.code).toBe(0);
  });

  describe('a slider after a few failures', () => {
    const bare = (url: string, fields: Record<string, string>, from: string, cookie = '') => send(url, fields, from, cookie).then((res) => body(res).data.code);

    it('two failures, and the next attempt needs the slider first: without it 30007, not counted and not checked; with it the admin gets in', async () => {
      clock.advance(2 * 24 * 60 * MINUTE);
      const from = '192.0.2.210';
      for (const wrong of ['typo1', 'typo2']) expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: wrong }, from)).toBe(10003);
      // ten attempts without a slider: each refused before counting, so they bring no lock nearer
      for (let i = 0; i < 10; i += 1) expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: PASSWORD }, from)).toBe(30007);
      const forged = { captcha_appid: LOGIN_APP, captcha_randstr: '@forged', captcha_ticket: 'A'.repeat(43) };
      expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: PASSWORD, ...forged }, from)).toBe(30007);
      // a ticket of the SMS app is not one of the login's
      const smsTicket = await solveCaptcha(t.app, 'campus-sms');
      expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: PASSWORD, ...smsTicket }, from)).toBe(30007);
      // two more failures with the slider: four in all, still below the lock
      for (const wrong of ['typo3', 'typo4']) expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: wrong, ...(await solveCaptcha(t.app, LOGIN_APP)) }, from)).toBe(10003);
      const ticket = await solveCaptcha(t.app, LOGIN_APP);
      expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: PASSWORD, ...ticket }, from)).toBe(0);
      // a ticket counts once
      expect(await bare('/school/strategy/login', { name: 'linjiang_admin', password: 'typo5', ...ticket }, from)).toBe(10003);
    });

    it('ten failures from strangers put the slider before every stranger’s attempt; the admin’s own browser goes on without one', async () => {
      clock.advance(2 * 24 * 60 * MINUTE);
      const trust = trustOf(await channel('fair_admin', PASSWORD, OFFICE));
      for (let i = 0; i < 10; i += 1) expect(await bare('/channel/user/login', { username: 'fair_admin', password: `guess${i}` }, `192.0.2.${100 + i}`)).toBe(10003);
      // a new address with its first guess
      expect(await bare('/channel/user/login', { username: 'fair_admin', password: 'guess10' }, '192.0.2.120')).toBe(30007);
      expect(await bare('/channel/user/login', { username: 'fair_admin', password: PASSWORD }, '192.0.2.121', trust)).toBe(0);
      // another account is not touched
      expect(await bare('/school/strategy/login', { name: 'linjiang_cs', password: PASSWORD }, '192.0.2.122')).toBe(0);
    });
  });
});
