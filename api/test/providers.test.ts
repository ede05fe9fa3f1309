import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { humanTrack, outbox, puzzleAnswer, query, setCookie, SMS_APP } from './auth-helper';
import { body, buildTestApp, DB_KINDS, formPost, type TestApp } from './helper';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

/** A local HTTP server on 127.0.0.1 that records what it receives and answers as told. */
function useRecordingServer(answer: (req: Received) => { status: number; body: string }) {
  const received: Received[] = [];
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        received.push(r);
        const a = answer(r);
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  return {
    received,
    get url() {
      return url;
    },
  };
}

describe('HTTP SMS gateway (SMS_PROVIDER=http)', () => {
  let failNext = false;
  const gateway = useRecordingServer(() => (failNext ? { status: 502, body: '{"ok":false}' } : { status: 200, body: '{"ok":true}' }));

  describe.each(DB_KINDS)('on %s', (kind) => {
    // the gateway's address is known only once it listens, so the app is built lazily inside the tests
    let app: TestApp | undefined;
    beforeAll(async () => {
      app = await buildTestApp(kind, { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: `${gateway.url}/sms/send`, SMS_GATEWAY_KEY: 'gw-secret', CAPTCHA_PROVIDER: 'builtin' });
    });
    afterAll(async () => {
      await app?.close();
    });

    const ticket = async () => {
      if (!app) throw new Error('no app');
      const p = body<{ captcha_id: string }>(await app.app.inject({ url: `/api/captcha/get?appid=${SMS_APP}` })).data;
      const x = await puzzleAnswer(app.app, p.captcha_id);
      return body<Record<string, string>>(await formPost(app.app, '/api/captcha/verify', { captcha_id: p.captcha_id, x: String(x), track: JSON.stringify(humanTrack(x)) })).data;
    };

    it('posts the message to the gateway with the key, and the code it carries logs the student in', async () => {
      if (!app) throw new Error('no app');
      const t = await ticket();
      const before = gateway.received.length;
      const res = await app.app.inject({ url: `/api/user/sendcode?${query({ phone: '13700000001', type: '1', captcha_appid: t.captcha_appid ?? '', captcha_randstr: t.captcha_randstr ?? '', captcha_ticket: t.captcha_ticket ?? '' })}` });
      expect(body(res).data.code).toBe(0);
      const got = gateway.received[before];
      expect(got).toMatchObject({ method: 'POST', url: '/sms/send' });
      expect(got?.headers.authorization).toBe('Bearer gw-secret');
      expect(got?.headers['content-type']).toBe('application/json');
      const sent = JSON.parse(got?.body ?? '{}') as { phone: string; message: string; code: string; purpose: string };
      expect(sent).toMatchObject({ phone: '13700000001', purpose: 'student' });
      expect(sent.message).toBe(`【校园招聘】您的验证码是${sent.code}，5分钟内有效。如非本人操作，请忽略本短信。`);
      // nothing in the dev outbox
      expect(await app.app.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
      const login = await app.app.inject({ url: `/api/user/login?${query({ phone: '13700000001', smsCode: sent.code })}` });
      expect(body(login).data.code).toBe(0);
      expect(setCookie(login, 'uniq_user_token')).toBeTruthy();
    });

    it('answers 30010 when the gateway refuses, leaving no code and no countdown behind', async () => {
      if (!app) throw new Error('no app');
      failNext = true;
      const t = await ticket();
      const fields = { phone: '13700000002', type: '1', captcha_appid: t.captcha_appid ?? '', captcha_randstr: t.captcha_randstr ?? '', captcha_ticket: t.captcha_ticket ?? '' };
      const res = await app.app.inject({ url: `/api/user/sendcode?${query(fields)}` });
      expect(body(res)).toEqual({ apiStatus: false, msg: '短信发送失败，请稍后再试', data: { code: 30010, msg: '短信发送失败，请稍后再试' } });
      expect(await app.app.db.selectFrom('sms_code').selectAll().where('phone', '=', '13700000002').execute()).toEqual([]);
      failNext = false;
      const t2 = await ticket();
      const again = await app.app.inject({ url: `/api/user/sendcode?${query({ ...fields, captcha_randstr: t2.captcha_randstr ?? '', captcha_ticket: t2.captcha_ticket ?? '' })}` });
      expect(body(again).data.code).toBe(0);
    });

    it('has no dev outbox with dev tools off', async () => {
      const off = await buildTestApp(kind, { DEV_TOOLS: 'off' });
      try {
        // not even for the dev token
        const res = await outbox(off.app, '13800000001');
        expect(res.statusCode).toBe(404);
        expect(body(res).data.code).toBe(40401);
      } finally {
        await off.close();
      }
    });
  });
});

describe('hosted slider captcha (CAPTCHA_PROVIDER=hosted)', () => {
  const service = useRecordingServer((req) => {
    const ticket = new URL(req.url, 'http://x').searchParams.get('Ticket') ?? '';
    return { status: 200, body: JSON.stringify(ticket.startsWith('good') ? { response: '1', evil_level: '0', err_msg: 'OK' } : { response: '0', err_msg: 'invalid' }) };
  });

  describe.each(DB_KINDS)('on %s', (kind) => {
    let app: TestApp | undefined;
    beforeAll(async () => {
      app = await buildTestApp(kind, {
        CAPTCHA_PROVIDER: 'hosted',
        CAPTCHA_VERIFY_URL: `${service.url}/ticket/verify`,
        CAPTCHA_SECRET: 'hosted-secret',
        CAPTCHA_SCRIPT_URL: 'https://captcha.example.cn/TCaptcha.js',
        CAPTCHA_SMS_APPID: '190000001',
        CAPTCHA_LOGIN_APPID: '190000002',
      });
    });
    afterAll(async () => {
      await app?.close();
    });
    const send = (phone: string, ticket: string, appid = '190000001') =>
      app?.app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', captcha_appid: appid, captcha_randstr: '@rand', captcha_ticket: ticket })}`, remoteAddress: '198.51.100.7' });

    it('checks the ticket with the service (app id, secret, ticket, random string, user address)', async () => {
      const before = service.received.length;
      const res = await send('13700000011', `good-${kind}-1`);
      expect(body(res ?? never()).data.code).toBe(0);
      const call = new URL(service.received[before]?.url ?? '', 'http://x');
      expect(call.pathname).toBe('/ticket/verify');
      expect(Object.fromEntries(call.searchParams)).toEqual({ aid: '190000001', AppSecretKey: 'hosted-secret', Ticket: `good-${kind}-1`, Randstr: '@rand', UserIP: '198.51.100.7' });
    });

    it('refuses a ticket the service rejects, a replayed one, and one for the other app id', async () => {
      expect(body((await send('13700000012', `bad-${kind}`)) ?? never()).data.code).toBe(30007);
      expect(body((await send('13700000013', `good-${kind}-1`)) ?? never()).data.code).toBe(30007);
      const calls = service.received.length;
      expect(body((await send('13700000014', `good-${kind}-2`, '190000002')) ?? never()).data.code).toBe(30007);
      expect(service.received.length).toBe(calls);
    });

    it('serves no built-in puzzle, and the page gets the hosted configuration', async () => {
      expect((await app?.app.inject({ url: '/api/captcha/get?appid=190000001' }))?.statusCode).toBe(404);
      expect(app?.config.runtime.captcha).toEqual({ provider: 'hosted', smsAppId: '190000001', loginAppId: '190000002', scriptUrl: 'https://captcha.example.cn/TCaptcha.js' });
    });
  });
});

function never(): never {
  throw new Error('app not built');
}
