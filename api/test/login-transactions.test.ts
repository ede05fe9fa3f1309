import { employerCode, fakeClock, outboxCode, query, setCookie, SMS_APP, solveCaptcha, studentSession } from './auth-helper';
import { withInsertsRefused } from './break-table';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

/**
 * docs/architecture.md §4: a login's writes (code used up, account found or made, session replaced) commit together
 * or not at all.
 */
describe.each(DB_KINDS)('login writes in one transaction on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  let phoneSeq = 13711100000;
  const newPhone = () => String(++phoneSeq);

  const codeRow = (phone: string) => t.app.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
  const studentOf = (phone: string) => t.app.db.selectFrom('student').select('id').where('phone', '=', phone).executeTakeFirst();
  const employerOf = (phone: string) => t.app.db.selectFrom('employer').select('id').where('phone', '=', phone).executeTakeFirst();
  const sessionCount = async () => Number((await t.app.db.selectFrom('session').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const studentCode = async (phone: string) => {
    const ticket = await solveCaptcha(t.app, SMS_APP);
    expect(body(await t.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket })}` })).data.code).toBe(0);
    return outboxCode(t.app, phone);
  };
  const studentLogin = (phone: string, smsCode: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/user/login?${query({ phone, smsCode })}`, headers });

  it('student code login: when the session cannot be stored, the code is not used up and no account is made', async () => {
    const phone = newPhone();
    const code = await studentCode(phone);
    const failed = await withInsertsRefused(t.app, 'session', () => studentLogin(phone, code));
    expect(body(failed).data).toEqual({ code: 50001, msg: '服务器繁忙，请稍后再试' });
    expect(setCookie(failed, 'uniq_user_token')).toBeUndefined();
    expect((await codeRow(phone)).used_at).toBeNull();
    expect(await studentOf(phone)).toBeUndefined();
    // the same code still logs in (and registers) once the database is well again
    const res = await studentLogin(phone, code);
    expect(body(res).data.code).toBe(0);
    expect(setCookie(res, 'uniq_user_token')).toBeTruthy();
    expect(await studentOf(phone)).toBeDefined();
    expect((await codeRow(phone)).used_at).toBe(clock.now());
  });

  it('a login that fails at its last step keeps the browser’s previous session', async () => {
    const token = await studentSession(t.app, newPhone());
    const phone = newPhone();
    const code = await studentCode(phone);
    const before = await sessionCount();
    // the previous session is deleted first, then the new one cannot be stored: the delete is undone
    const failed = await withInsertsRefused(t.app, 'session', () => studentLogin(phone, code, { cookie: `uniq_user_token=${token}` }));
    expect(body(failed).data.code).toBe(50001);
    expect(await sessionCount()).toBe(before);
    const still = await t.app.inject({ url: '/api/user/getcommon', headers: { cookie: `uniq_user_token=${token}` } });
    expect(body(still).data.code).toBe(0);
  });

  it('employer code login and registration: a failed session leaves no employer and the code unused', async () => {
    const phone = newPhone();
    expect(body(await employerCode(t.app, phone, 1)).data.code).toBe(0);
    const loginCode = await outboxCode(t.app, phone);
    const login = () => formPost(t.app, '/company/user/login', { phone, type: '2', login_type: '1', smsCode: loginCode });
    expect(body(await withInsertsRefused(t.app, 'session', login)).data.code).toBe(50001);
    expect(await employerOf(phone)).toBeUndefined();
    expect((await codeRow(phone)).used_at).toBeNull();

    const other = newPhone();
    expect(body(await employerCode(t.app, other, 2)).data.code).toBe(0);
    const register = () => formPost(t.app, '/api/user/register', { phone: other, type: '2', sms_code: registerCode, password: 'abc123' });
    const registerCode = await outboxCode(t.app, other);
    expect(body(await withInsertsRefused(t.app, 'session', register)).data.code).toBe(50001);
    expect(await employerOf(other)).toBeUndefined();
    expect(body(await register()).data).toMatchObject({ code: 0, registered: 1 });
    expect(await employerOf(other)).toBeDefined();
  });

  it('transfer login: a ticket is used up only with the session it makes', async () => {
    const token = await studentSession(t.app, newPhone());
    const issued = body<{ ticket: string }>(await formPost(t.app, '/api/user/transferticket', { target: 'school.localhost' }, { cookie: `uniq_user_token=${token}` }));
    const session = await t.app.db.selectFrom('session').select('user_id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const transfer = () =>
      t.app.inject({ url: `/api/user/transferlogin?${query({ ticket: issued.data.ticket, login_type: 'student', user_id: String(session.user_id) })}`, headers: { host: 'school.localhost' } });
    expect(body(await withInsertsRefused(t.app, 'session', transfer)).data.code).toBe(50001);
    expect(await t.app.db.selectFrom('transfer_ticket').selectAll().execute()).toEqual([]);
    expect(body(await transfer()).data).toMatchObject({ code: 0, login_type: 'student' });
  });
});
