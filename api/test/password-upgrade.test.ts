import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed/data/accounts';
import { employerPasswordLogin } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

/** Hashes made before OWASP's minimum: scrypt N 2^14. The app below hashes at N 2^15, standing in for 2^17. */
const OLD = { N: 2 ** 14, r: 8, p: 1 };
const STORED_AT_15 = /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/;

describe.each(DB_KINDS)('password hashes upgraded at login on %s', (kind) => {
  const t = useTestApp(kind, { PASSWORD_SCRYPT_LOG2_N: '15' });
  type Table = 'employer' | 'school_admin' | 'channel_admin';
  const hashOf = async (table: Table, column: 'phone' | 'username', value: string) =>
    String((await t.app.db.selectFrom(table).select('password_hash').where(column, '=', value).executeTakeFirstOrThrow()).password_hash);
  const storeOld = async (table: Table, column: 'phone' | 'username', value: string) => {
    const old = await hashPassword(DEMO_PASSWORD, OLD);
    await t.app.db.updateTable(table).set({ password_hash: old }).where(column, '=', value).execute();
    return old;
  };

  it('employer: an old hash logs in and is rewritten with the new parameters; a wrong password changes nothing', async () => {
    const old = await storeOld('employer', 'phone', '13900000001');
    expect(body(await employerPasswordLogin(t.app, '13900000001', 'Wrong@2026')).data.code).toBe(30008);
    expect(await hashOf('employer', 'phone', '13900000001')).toBe(old);
    expect(body(await employerPasswordLogin(t.app, '13900000001', DEMO_PASSWORD)).data.code).toBe(0);
    const now = await hashOf('employer', 'phone', '13900000001');
    expect(now).toMatch(STORED_AT_15);
    expect(await verifyPassword(DEMO_PASSWORD, now)).toBe(true);
    // the new hash logs in as before, and is left as it is
    expect(body(await employerPasswordLogin(t.app, '13900000001', DEMO_PASSWORD)).data.code).toBe(0);
    expect(await hashOf('employer', 'phone', '13900000001')).toBe(now);
  }, 30_000);

  it('school admin: the same', async () => {
    const old = await storeOld('school_admin', 'username', 'linjiang_admin');
    const login = (password: string) => formPost(t.app, '/school/strategy/login', { name: 'linjiang_admin', password });
    expect(body(await login('Wrong@2026')).data).toEqual({ code: 10003, msg: '用户名或密码错误' });
    expect(await hashOf('school_admin', 'username', 'linjiang_admin')).toBe(old);
    expect(body(await login(DEMO_PASSWORD)).data).toMatchObject({ code: 0, school: '临江大学' });
    expect(await hashOf('school_admin', 'username', 'linjiang_admin')).toMatch(STORED_AT_15);
  }, 30_000);

  it('channel admin: the same', async () => {
    const old = await storeOld('channel_admin', 'username', 'fair_admin');
    const login = (password: string) => formPost(t.app, '/channel/user/login', { username: 'fair_admin', password });
    expect(body(await login('Wrong@2026')).data.code).toBe(10003);
    expect(await hashOf('channel_admin', 'username', 'fair_admin')).toBe(old);
    expect(body(await login(DEMO_PASSWORD)).data.code).toBe(0);
    expect(await hashOf('channel_admin', 'username', 'fair_admin')).toMatch(STORED_AT_15);
  }, 30_000);
});
