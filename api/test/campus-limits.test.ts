import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { BUDGET_OF } from '../src/lib/rate-budgets';
import { fakeClock, outboxCode, query, setCookie, SMS_APP, solveCaptcha } from './auth-helper';
import { body, createTestDatabase, testConfig, useTestApp } from './helper';
import { cookieOf, newStudent, post } from './resume-kit';

/** A campus NAT: every student below arrives from this one address. */
const CAMPUS = { remoteAddress: '203.0.113.7' };
/** The limits `npm start` runs with (the test configuration raises RATE_LIMIT_MAX; '' means unset). */
const DEFAULT_LIMITS = { RATE_LIMIT_MAX: '', RATE_LIMIT_SEARCH: '', RATE_LIMIT_USER: '' };

const codeOf = async (app: FastifyInstance, options: InjectOptions) => {
  const res = await app.inject({ ...CAMPUS, ...options });
  return res.statusCode === 429 ? 42901 : res.headers['content-type']?.toString().startsWith('application/json') ? body(res).data.code : res.statusCode;
};

describe('limits shaped for a campus behind one address', () => {
  describe('with the default limits', () => {
    const clock = fakeClock();
    const t = useTestApp('sqlite', DEFAULT_LIMITS, { now: clock.now });

    it('lists only calls that exist, so the budgets cannot go stale', () => {
      const missing = [...BUDGET_OF.keys()].filter((url) => !t.app.hasRoute({ url, method: 'GET' }) && !t.app.hasRoute({ url, method: 'POST' }));
      expect(missing).toEqual([]);
    });

    it('never refuses public reads: 600 home views (3,600 calls, six times the old per-address limit) all answer', async () => {
      const companyId = (await t.app.db.selectFrom('company').select('id').executeTakeFirstOrThrow()).id;
      const homeView = [
        { url: '/api/site/getsiteinfo' },
        { url: '/api/site/gethomeconfig', method: 'POST' as const },
        { url: '/api/position/gethomeresource' },
        { url: '/api/company/gethomeresource' },
        { url: `/api/company/logo?id=${companyId}` },
        { url: '/api/user/getcommon' },
      ];
      const answers = new Map<string, number>();
      for (let view = 0; view < 600; view += 1) {
        const codes = await Promise.all(homeView.map((call) => codeOf(t.app, call)));
        codes.forEach((code, i) => answers.set(`${homeView[i]?.url}:${code}`, (answers.get(`${homeView[i]?.url}:${code}`) ?? 0) + 1));
      }
      expect([...answers.entries()].filter(([key]) => /:(42901|429|5\d\d)$/.test(key))).toEqual([]);
      expect(answers.get('/api/site/getsiteinfo:0')).toBe(600);
    }, 60_000);

    it('lets 300 students behind the address log in with SMS codes in one go (the old cap was 50 a day)', async () => {
      const results: number[] = [];
      for (let i = 0; i < 300; i += 1) {
        const phone = `1370001${String(i).padStart(4, '0')}`;
        const ticket = await solveCaptcha(t.app, SMS_APP);
        const sent = await codeOf(t.app, { url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket })}` });
        const login = await t.app.inject({ ...CAMPUS, url: `/api/user/login?${query({ phone, smsCode: sent === 0 ? await outboxCode(t.app, phone) : '000000' })}` });
        results.push(sent, body(login).data.code, setCookie(login, 'uniq_user_token') ? 0 : 1);
      }
      expect(results.filter((code) => code !== 0)).toEqual([]);
    }, 90_000);
  });

  describe('with small limits, to see each budget at work', () => {
    const clock = fakeClock();
    const t = useTestApp('sqlite', { RATE_LIMIT_MAX: '10', RATE_LIMIT_SEARCH: '5', RATE_LIMIT_USER: '10' }, { now: clock.now });

    it('slows a scraper at the search ceiling, per address, while the address still browses', async () => {
      const search = () => codeOf(t.app, { url: '/api/position/getlistbyselect', method: 'POST', payload: { keyword: '前端' } });
      const codes = [];
      for (let i = 0; i < 6; i += 1) codes.push(await search());
      expect(codes).toEqual([0, 0, 0, 0, 0, 42901]);
      expect(await codeOf(t.app, { url: '/api/site/getsiteinfo' })).toBe(0);
      const elsewhere = await t.app.inject({ url: '/api/position/getlistbyselect', method: 'POST', payload: { keyword: '前端' }, remoteAddress: '198.51.100.9' });
      expect(body(elsewhere).data.code).toBe(0);
    });

    it('counts a signed-in student’s saves per student: one flooding does not stop a classmate on the same address', async () => {
      const [flooder, classmate] = [await newStudent(t.app, '13655500001'), await newStudent(t.app, '13655500002')];
      const save = (token: string, i: number) => codeOf(t.app, { url: '/api/resume/saveproject', method: 'POST', headers: cookieOf(token), payload: { name: `项目${i}`, role: '成员', start_date: '2024-01', public_source: '1' } });
      // a fifth of the user budget of 10: two saves a minute
      expect([await save(flooder.token, 1), await save(flooder.token, 2), await save(flooder.token, 3)]).toEqual([0, 0, 42901]);
      expect(await save(classmate.token, 1)).toBe(0);
      // the flooder's other calls have their own budget
      expect(await codeOf(t.app, { url: '/api/resume/getdetail', headers: cookieOf(flooder.token) })).toBe(0);
      expect(body(await post(t.app, '/api/resume/saveproject', classmate.token, { name: '项目2', role: '成员', start_date: '2024-01' })).data.code).toBe(0);
    });

    it('counts QR-login polls per QR code, not per address', async () => {
      const qr = async () => {
        const res = await t.app.inject({ ...CAMPUS, url: '/api/site/getloginqrcode' });
        return { cookie: `campus_qr=${setCookie(res, 'campus_qr')}`, uuid: body<{ UUID: string }>(res).data.UUID };
      };
      const [a, b] = [await qr(), await qr()];
      const poll = (ticket: { cookie: string; uuid: string }) => codeOf(t.app, { url: `/api/user/loginbyqrcode?uuid=${ticket.uuid}`, headers: { cookie: ticket.cookie } });
      // 15 polls each, past the address bound of 10: none refused
      const codes = [];
      for (let i = 0; i < 15; i += 1) codes.push(await poll(a), await poll(b));
      expect(codes.filter((code) => code === 42901)).toEqual([]);
    });

    it('bounds guarded calls without a session per address: a stranger elsewhere is not affected', async () => {
      const wrongLogin = (from: string) => t.app.inject({ url: `/api/user/login?${query({ phone: '13700000888', smsCode: '000000' })}`, remoteAddress: from });
      const codes = [];
      for (let i = 0; i < 11; i += 1) codes.push((await wrongLogin('192.0.2.50')).statusCode);
      expect(codes.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(codes[10]).toBe(429);
      expect((await wrongLogin('192.0.2.51')).statusCode).toBe(200);
    });
  });

  describe('behind a reverse proxy', () => {
    const startApp = async (env: Record<string, string>) => {
      const database = await createTestDatabase('sqlite');
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      const app = await buildApp({ config: testConfig({ ...database.env, RATE_LIMIT_MAX: '2', ...env }), logger: { level: 'warn', stream } });
      return { app, lines };
    };
    const wrongLogin = (app: FastifyInstance, forwardedFor: string) =>
      app.inject({ url: `/api/user/login?${query({ phone: '13700000777', smsCode: '000000' })}`, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': forwardedFor } });

    it('warns once when a proxy forwards requests and TRUST_PROXY is off (everyone then shares the proxy’s limits)', async () => {
      const { app, lines } = await startApp({});
      try {
        await wrongLogin(app, '198.51.100.1');
        await wrongLogin(app, '198.51.100.2');
        const warnings = lines.filter((line) => String(line.msg).includes('TRUST_PROXY'));
        expect(warnings).toHaveLength(1);
        expect(warnings[0]?.msg).toContain('set TRUST_PROXY=10.0.0.5');
        // both users were counted as the proxy: the third call from "anyone" is refused
        expect((await wrongLogin(app, '198.51.100.3')).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });

    it('keys limits on the forwarded address when TRUST_PROXY names the proxy, and does not warn', async () => {
      const { app, lines } = await startApp({ TRUST_PROXY: '10.0.0.5' });
      try {
        const codes = [];
        for (const user of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2']) codes.push((await wrongLogin(app, user)).statusCode);
        expect(codes).toEqual([200, 200, 200, 200]);
        expect((await wrongLogin(app, '198.51.100.1')).statusCode).toBe(429);
        expect(lines.filter((line) => String(line.msg).includes('TRUST_PROXY'))).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });
});
