import net from 'node:net';
import { JOBS_LIMITS } from '@campus/shared-utils/rules';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { studentSession } from './auth-helper';
import { operationsOf, type Field, type OpenApiDoc } from './fuzz/routes';
import { goodText, isNumeric } from './fuzz/values';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

/**
 * The inputs outside testers brought to a 500 or a bare Node error (issue 13), each answered in the envelope:
 * non-finite and huge numbers in every numeric field of the document, over-long request lines and headers,
 * bodies over the limit, broken JSON, unknown paths and methods.
 */

/** A good value for each required field but one, so the answer is about that one. */
function othersFor(fields: Field[], except: string): string[] {
  return fields
    .filter((f) => f.required && f.name !== except)
    .map((f) => `${f.name}=${encodeURIComponent(fc.sample(goodText(f.schema), { seed: 1, numRuns: 1 })[0] ?? '1')}`);
}

/** Raw bytes to the listening server, in the parts given (a moment apart); the whole answer as text. */
function rawRequest(app: FastifyInstance, ...parts: string[]): Promise<string> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const socket = net.connect(address.port, '127.0.0.1', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(err)));
  });
}

function parseRaw(answer: string): { status: number; type: string; envelope: { apiStatus: boolean; data: { code: number; msg: string } } } {
  const [head = '', text = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '', envelope: JSON.parse(text) };
}

describe.each(DB_KINDS)('input limits on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers every numeric field of the document set to Infinity or 400 digits with 40001 naming the field', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDoc>();
    // logged in, so that calls checking the session first still judge the field
    const cookie = `${t.config.runtime.cookieNames.token}=${await studentSession(t.app, '13900000002')}`;
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operationsOf(doc)) {
      for (const [where, fields] of [['query', op.query], ['body', op.body]] as const) {
        for (const field of fields.filter((f) => isNumeric(f.schema))) {
          for (const value of ['Infinity', '-Infinity', '1e400', '9'.repeat(400), '2147483648']) {
            const text = [`${field.name}=${value}`, ...othersFor(fields, field.name)].join('&');
            const res =
              where === 'query'
                ? await t.app.inject({ method: op.method, url: `${op.path}?${text}`, headers: { cookie, 'x-dev-token': t.config.devToken } })
                : await t.app.inject({ method: op.method, url: op.path, headers: { cookie, 'x-dev-token': t.config.devToken, 'content-type': 'application/x-www-form-urlencoded' }, payload: text });
            checked += 1;
            const answer = res.json<{ data?: { code?: number; msg?: string } }>();
            if (res.statusCode !== 400 || answer.data?.code !== 40001 || !answer.data.msg?.includes(`参数错误：${field.name} `))
              wrong.push(`${op.method} ${op.path} ${where} ${field.name}=${value.slice(0, 12)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // the pairs the testers found are among them (page, page_size, tone)
    expect(checked).toBeGreaterThan(150);
  });

  it('answers NUL in every text field of the document with 40001 naming the field (PostgreSQL refuses it in text)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDoc>();
    const cookie = `${t.config.runtime.cookieNames.token}=${await studentSession(t.app, '13900000003')}`;
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operationsOf(doc)) {
      for (const [where, fields] of [['query', op.query], ['body', op.body]] as const) {
        // the dev token is the dev tools' door, judged before any field (a wrong one is 404): it rides in the header here
        for (const field of fields.filter((f) => f.schema.type === 'string' && !(op.path.startsWith('/api/dev/') && f.name === 'token'))) {
          const text = [`${field.name}=a%00b`, ...othersFor(fields, field.name)].join('&');
          const res =
            where === 'query'
              ? await t.app.inject({ method: op.method, url: `${op.path}?${text}`, headers: { cookie, 'x-dev-token': t.config.devToken } })
              : await t.app.inject({ method: op.method, url: op.path, headers: { cookie, 'x-dev-token': t.config.devToken, 'content-type': 'application/x-www-form-urlencoded' }, payload: text });
          checked += 1;
          const answer = res.json<{ data?: { code?: number; msg?: string } }>();
          if (res.statusCode !== 400 || answer.data?.code !== 40001 || !answer.data.msg?.includes(`参数错误：${field.name} `))
            wrong.push(`${op.method} ${op.path} ${where} ${field.name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps the lists’ fallback for whole numbers out of range, and answers them in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/company/getlist?page=2147483647&page_size=-5' });
    expect(body<{ page: number; page_size: number }>(res).data).toMatchObject({ code: 0, page: 1, page_size: JOBS_LIMITS.pageSizeDefault });
    const logo = await t.app.inject({ url: '/api/company/logo?text=%E5%8D%8E&tone=Infinity' });
    expect(logo.statusCode).toBe(400);
    expect(body(logo).data).toEqual({ code: 40001, msg: '参数错误：tone 格式不正确' });
  });

  it('answers bodies over the limit, broken JSON and unknown media types each with its own code', async () => {
    const big = await formPost(t.app, '/api/site/getconfig', { domain: 'a'.repeat(1024 * 1024 + 1) });
    expect([big.statusCode, body(big)]).toEqual([413, { apiStatus: false, msg: '请求内容过大', data: { code: 41301, msg: '请求内容过大' } }]);
    for (const payload of ['{', '', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { 'content-type': 'application/json' }, payload });
      expect([payload, res.statusCode, body(res).data.code]).toEqual([payload, 400, 40003]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const xml = await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect([xml.statusCode, body(xml).data]).toEqual([415, { code: 41501, msg: '不支持的请求内容类型' }]);
  });

  it('answers unknown paths, other methods and undecodable paths in the envelope, and HEAD as GET without a body', async () => {
    for (const [method, url] of [['GET', '/api/no/such'], ['POST', '/api/no/such'], ['DELETE', '/api/site/getsiteinfo'], ['PUT', '/api/site/getconfig'], ['OPTIONS', '/api/site/getsiteinfo']] as const) {
      const res = await t.app.inject({ method, url });
      expect([method, url, res.statusCode, body(res).data.code]).toEqual([method, url, 404, 40401]);
    }
    const bad = await t.app.inject({ url: '/api/%zz' });
    expect([bad.statusCode, body(bad).data.code]).toEqual([400, 40002]);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/site/getsiteinfo' });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'application/json; charset=utf-8', '']);
    const headUnknown = await t.app.inject({ method: 'HEAD', url: '/api/no/such' });
    expect([headUnknown.statusCode, headUnknown.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  describe('over a socket (Node refuses these before Fastify)', () => {
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers a query string over 16 KB with 414 and 41401 in the envelope', async () => {
      const answer = parseRaw(await rawRequest(t.app, `GET /api/company/getlist?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
      expect(answer).toEqual({ status: 414, type: 'application/json; charset=utf-8', envelope: { apiStatus: false, msg: '请求地址过长', data: { code: 41401, msg: '请求地址过长' } } });
    });

    it('answers headers over 16 KB with 431 and 43101 in the envelope', async () => {
      const answer = parseRaw(await rawRequest(t.app, `GET /api/site/getsiteinfo HTTP/1.1\r\nHost: localhost\r\nCookie: a=${'b'.repeat(20_000)}\r\n\r\n`));
      expect(answer).toEqual({ status: 431, type: 'application/json; charset=utf-8', envelope: { apiStatus: false, msg: '请求头过大', data: { code: 43101, msg: '请求头过大' } } });
    });

    it('tells a long query string from long headers when they arrive in parts', async () => {
      const url = await rawRequest(t.app, `GET /api/company/getlist?keyword=${'a'.repeat(9000)}`, `${'a'.repeat(9000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect([parseRaw(url).status, parseRaw(url).envelope.data.code]).toEqual([414, 41401]);
      const headers = await rawRequest(t.app, 'GET /api/site/getsiteinfo HTTP/1.1\r\nHost: localhost\r\n', `X-One: ${'b'.repeat(9000)}\r\n`, `X-Two: ${'b'.repeat(9000)}\r\n\r\n`);
      expect([parseRaw(headers).status, parseRaw(headers).envelope.data.code]).toEqual([431, 43101]);
    });

    it('answers a request Node cannot parse with 400 and 40002 in the envelope', async () => {
      for (const text of ['BLAH\r\n\r\n', 'GET /api/site/getsiteinfo HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n']) {
        const answer = parseRaw(await rawRequest(t.app, text));
        expect([answer.status, answer.envelope.data.code]).toEqual([400, 40002]);
      }
    });

    it('answers an HTTP/1.1 request without Host with 400 and 40002 in the envelope (HTTP/1.0 needs none)', async () => {
      const missing = parseRaw(await rawRequest(t.app, 'GET /api/site/getsiteinfo HTTP/1.1\r\nConnection: close\r\n\r\n'));
      expect([missing.status, missing.type, missing.envelope.data.code]).toEqual([400, 'application/json; charset=utf-8', 40002]);
      const old = parseRaw(await rawRequest(t.app, 'GET /api/site/getsiteinfo HTTP/1.0\r\n\r\n'));
      expect([old.status, old.envelope.data.code]).toEqual([200, 0]);
    });

    it('still answers a normal request on a new connection', async () => {
      const answer = parseRaw(await rawRequest(t.app, 'GET /api/site/getsiteinfo HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
      expect([answer.status, answer.envelope.data.code]).toEqual([200, 0]);
    });
  });
});
