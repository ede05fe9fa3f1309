import { Writable } from 'node:stream';
import { fakeClock, setCookieLine } from './auth-helper';
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

  const post = (url: string, fields: Record<string, string>, remoteAddress: string, cookie = '') =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }, payload: new URLSearchParams(fields).toString() });
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
});
