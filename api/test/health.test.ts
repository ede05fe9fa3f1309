import { Writable } from 'node:stream';
import { buildTestApp, body, DB_KINDS, useTestApp } from './helper';

// The balancer's probes (routes/health) and the request id of every answer and log line (plugins/request-id.ts).

describe.each(DB_KINDS)('probes and request ids on %s', (kind) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const t = useTestApp(kind, {}, { logger: { level: 'info', stream } });

  it('/healthz and /readyz answer code 0 while the database answers', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode, code: body(res).data.code }).toEqual({ url, status: 200, code: 0 });
    }
  });

  it('takes a sane X-Request-Id from the proxy, echoes it, and every log line of the request carries it', async () => {
    const id = `proxy-${Date.now().toString(36)}-0f3a`;
    const res = await t.app.inject({ url: '/api/site/getsiteinfo?domain=localhost', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    const ofRequest = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);
    expect(ofRequest.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces a junk or over-long X-Request-Id with its own, and makes one when none is sent', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids: string[] = [];
    for (const sent of ['a'.repeat(129), 'id with spaces', '"},"level":60', undefined]) {
      const res = await t.app.inject({ url: '/healthz', headers: sent === undefined ? {} : { 'x-request-id': sent } });
      ids.push(String(res.headers['x-request-id']));
    }
    expect(ids.every((id) => uuid.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines.some((l) => l.includes('id with spaces') || l.includes('a'.repeat(129)))).toBe(false);
  });

  it('names the serving process while dev tools are on', async () => {
    expect((await t.app.inject({ url: '/healthz' })).headers['x-served-by']).toBe(String(process.pid));
  });
});

describe('a server without dev tools whose database went away', () => {
  it('names no process, and /readyz answers 503 with the 50005 envelope while /healthz still answers 200', async () => {
    const t = await buildTestApp('sqlite', { DEV_TOOLS: '0' });
    try {
      expect((await t.app.inject({ url: '/healthz' })).headers['x-served-by']).toBeUndefined();
      // the connection closed under the app: every query now fails, as with a database that went away
      await t.app.db.destroy();
      const ready = await t.app.inject({ url: '/readyz' });
      expect({ status: ready.statusCode, code: body(ready).data.code, retry: ready.headers['retry-after'] }).toEqual({ status: 503, code: 50005, retry: '5' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close().catch(() => undefined);
    }
  });
});
