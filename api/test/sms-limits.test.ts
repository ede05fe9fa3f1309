import { blockKey, clearCounter, hitCounter, isBlocked, peekCounter } from '../src/db/repositories/rate-counter';
import { chinaDay } from '../src/lib/china-time';
import { seedDemoAccounts } from '../src/seed/accounts';
import { deleteExpiredLoginData } from '../src/plugins/login-housekeeping';
import { fakeClock, query, SMS_APP, solveCaptcha } from './auth-helper';
import { body, DB_KINDS, useTestApp } from './helper';

describe('chinaDay', () => {
  it('counts days in China Standard Time', () => {
    expect(chinaDay(Date.UTC(2026, 10, 22, 15, 59))).toBe('2026-11-22');
    expect(chinaDay(Date.UTC(2026, 10, 22, 16, 0))).toBe('2026-11-23');
  });
});

describe.each(DB_KINDS)('limits kept in the database on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, { SMS_PER_IP_PER_HOUR: '3' }, { now: clock.now });

  it('counts hits in a window and starts a new window once it has passed', async () => {
    const now = clock.now();
    expect(await hitCounter(t.app.db, 'k1', 1000, now)).toBe(1);
    expect(await hitCounter(t.app.db, 'k1', 1000, now + 500)).toBe(2);
    expect(await peekCounter(t.app.db, 'k1', 1000, now + 999)).toBe(2);
    expect(await peekCounter(t.app.db, 'k1', 1000, now + 1000)).toBe(0);
    expect(await hitCounter(t.app.db, 'k1', 1000, now + 1000)).toBe(1);
    await clearCounter(t.app.db, 'k1');
    expect(await peekCounter(t.app.db, 'k1', 1000, now + 1000)).toBe(0);
  });

  it('counts every one of many concurrent hits', async () => {
    const now = clock.now();
    await Promise.all(Array.from({ length: 25 }, () => hitCounter(t.app.db, 'k2', 60_000, now)));
    expect(await peekCounter(t.app.db, 'k2', 60_000, now)).toBe(25);
  });

  it('blocks a key until a time', async () => {
    const now = clock.now();
    await blockKey(t.app.db, 'k3', now + 10, now);
    expect(await isBlocked(t.app.db, 'k3', now + 9)).toBe(true);
    expect(await isBlocked(t.app.db, 'k3', now + 10)).toBe(false);
    expect(await isBlocked(t.app.db, 'nothing', now)).toBe(false);
  });

  it('bounds the codes an hour from one address across phones (42901), for that hour only', async () => {
    const from = { remoteAddress: '192.0.2.44' };
    const send = async (phone: string) => {
      const ticket = await solveCaptcha(t.app, SMS_APP);
      return t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket })}`, ...from });
    };
    for (const phone of ['13700000101', '13700000102', '13700000103']) expect(body(await send(phone)).data.code).toBe(0);
    expect(body(await send('13700000104')).data.code).toBe(42901);
    // another address still gets codes
    const ticket = await solveCaptcha(t.app, SMS_APP);
    expect(body(await t.app.inject({ url: `/api/user/sendcode?${query({ phone: '13700000105', type: '1', ...ticket })}` })).data.code).toBe(0);
    // a rate, not a daily cap: the next hour the address sends again
    clock.advance(60 * 60_000);
    expect(body(await send('13700000104')).data.code).toBe(0);
  });

  it('cleans up what has expired', async () => {
    clock.advance(30 * 24 * 60 * 60_000);
    expect(await deleteExpiredLoginData(t.app.db, clock.now())).toBeGreaterThan(0);
    expect(await t.app.db.selectFrom('sms_code').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('captcha_puzzle').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('rate_counter').selectAll().execute()).toEqual([]);
  });

  it('seeds the demo accounts once: a second run adds nothing and changes nothing', async () => {
    const before = await t.app.db.selectFrom('school_admin').selectAll().orderBy('id').execute();
    expect(before.map((a) => a.username)).toEqual(['linjiang_admin', 'linjiang_cs']);
    expect(await seedDemoAccounts(t.app.db)).toBe(0);
    expect(await t.app.db.selectFrom('school_admin').selectAll().orderBy('id').execute()).toEqual(before);
    expect((await t.app.db.selectFrom('student').select('phone').where('phone', 'in', ['13800000001', '13800000002']).execute()).length).toBe(2);
    expect((await t.app.db.selectFrom('channel_admin').select('username').execute()).map((r) => r.username)).toEqual(['fair_admin']);
    const employer = await t.app.db.selectFrom('employer').selectAll().where('phone', '=', '13900000001').executeTakeFirstOrThrow();
    // the test configuration's cost (N 2^12); production seeds with N 2^17
    expect(employer.password_hash).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });
});
