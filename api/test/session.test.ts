import { createSession, deleteExpiredSessions, destroySession, findSession, hashToken } from '../src/db/repositories/session';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)('sessions on %s', (kind) => {
  const t = useTestApp(kind);

  describe('repository', () => {
    it('creates a session whose token is stored only as its sha256', async () => {
      const now = Date.now();
      const created = await createSession(t.app.db, 'company', 77, 14, { label: '临江智造科技有限公司', now });
      expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created.expiresAt).toBe(now + 14 * DAY);
      const row = await t.app.db.selectFrom('session').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ token_hash: hashToken(created.token), role: 'company', user_id: 77, label: '临江智造科技有限公司', created_at: now });
      expect(JSON.stringify(row)).not.toContain(created.token);
    });

    it('finds a live session by token, and not an expired or unknown one', async () => {
      const live = await createSession(t.app.db, 'student', 1, 1);
      expect(await findSession(t.app.db, live.token)).toMatchObject({ id: live.id, role: 'student', user_id: 1 });
      expect(await findSession(t.app.db, live.token, live.expiresAt)).toBeUndefined();
      expect(await findSession(t.app.db, 'not-a-token')).toBeUndefined();
    });

    it('destroys a session, once', async () => {
      const s = await createSession(t.app.db, 'school', 3, 1);
      expect(await destroySession(t.app.db, s.token)).toBe(true);
      expect(await findSession(t.app.db, s.token)).toBeUndefined();
      expect(await destroySession(t.app.db, s.token)).toBe(false);
    });

    it('deletes expired sessions only', async () => {
      const old = await createSession(t.app.db, 'student', 4, 1, { now: Date.now() - 3 * DAY });
      const fresh = await createSession(t.app.db, 'student', 5, 1);
      expect(await deleteExpiredSessions(t.app.db)).toBeGreaterThanOrEqual(1);
      expect(await t.app.db.selectFrom('session').select('id').where('id', '=', old.id).executeTakeFirst()).toBeUndefined();
      expect(await findSession(t.app.db, fresh.token)).toBeDefined();
    });
  });

  describe('POST /api/user/checkstulogin', () => {
    const check = (userId: string | undefined, cookie?: string) =>
      formPost(t.app, '/api/user/checkstulogin', userId === undefined ? {} : { user_id: userId }, cookie ? { cookie } : {});

    it('answers 10008 without a session', async () => {
      const res = await check('42');
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ apiStatus: false, msg: '登录已失效，请重新登录', data: { code: 10008, msg: '登录已失效，请重新登录' } });
    });

    it('answers 0 with the user id when the session belongs to that student', async () => {
      const s = await createSession(t.app.db, 'student', 42, 14);
      const res = await check('42', `other=1; uniq_user_token=${s.token}; user_id=42`);
      expect(body(res)).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', user_id: '42', login_type: 'student' } });
    });

    it('answers 10008 when the client names another user', async () => {
      const s = await createSession(t.app.db, 'student', 42, 14);
      expect(body(await check('43', `uniq_user_token=${s.token}`)).data.code).toBe(10008);
    });

    it('answers 10008 for an expired session', async () => {
      const s = await createSession(t.app.db, 'student', 42, 1, { now: Date.now() - 2 * DAY });
      expect(body(await check('42', `uniq_user_token=${s.token}`)).data.code).toBe(10008);
    });

    it('answers 10008 after the session is destroyed, and for a forged token', async () => {
      const s = await createSession(t.app.db, 'student', 42, 1);
      await destroySession(t.app.db, s.token);
      expect(body(await check('42', `uniq_user_token=${s.token}`)).data.code).toBe(10008);
      expect(body(await check('42', 'uniq_user_token=forged')).data.code).toBe(10008);
    });

    it('passes a school admin (who keeps the user_id cookie) but not an employer with the same id', async () => {
      const school = await createSession(t.app.db, 'school', 9, 1);
      expect(body(await check('9', `uniq_user_token=${school.token}`)).data).toMatchObject({ code: 0, login_type: 'school' });
      const company = await createSession(t.app.db, 'company', 9, 1);
      expect(body(await check('9', `uniq_user_token=${company.token}`)).data.code).toBe(10008);
    });

    it('refuses a missing or malformed user_id with 400', async () => {
      const missing = await check(undefined);
      expect(missing.statusCode).toBe(400);
      expect(body(missing).msg).toBe('参数错误：user_id 不能为空');
      expect(body(await check('1 or 1=1')).msg).toBe('参数错误：user_id 格式不正确');
    });
  });
});

describe.each(DB_KINDS)('configured cookie name on %s', (kind) => {
  const t = useTestApp(kind, { COOKIE_TOKEN: 'campus_sid' });

  it('reads the session from the configured cookie only', async () => {
    const s = await createSession(t.app.db, 'student', 8, 1);
    const ok = await formPost(t.app, '/api/user/checkstulogin', { user_id: '8' }, { cookie: `campus_sid=${s.token}` });
    expect(body(ok).data.code).toBe(0);
    const wrong = await formPost(t.app, '/api/user/checkstulogin', { user_id: '8' }, { cookie: `uniq_user_token=${s.token}` });
    expect(body(wrong).data.code).toBe(10008);
  });
});
