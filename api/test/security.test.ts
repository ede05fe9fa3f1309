import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { body, buildTestApp, DB_KINDS, formPost, useTestApp } from './helper';

describe.each(DB_KINDS)('security on %s', (kind) => {
  const t = useTestApp(kind);

  it('sends security headers with a strict CSP on pages and API answers', async () => {
    for (const url of ['/api/site/getsiteinfo', '/school/', '/']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  // the headers are copied into each reply when it starts, so an answer the router or a parser gives is covered too
  it('sends the same security headers on a 404 and on a refused body (malformed, or of a type it does not read)', async () => {
    const expected = (await t.app.inject({ url: '/api/site/getsiteinfo' })).headers;
    const answers = [
      await t.app.inject({ url: '/api/no/such/route' }),
      await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { 'content-type': 'application/json' }, payload: '{"broken' }),
      await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { 'content-type': 'text/x-unknown' }, payload: 'x' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 400, 415]);
    for (const res of answers) {
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'cross-origin-opener-policy']) {
        expect({ status: res.statusCode, name, value: res.headers[name] }).toEqual({ status: res.statusCode, name, value: expected[name] });
      }
    }
  });

  // README "Swapping one parcel": a parcel served by `npm run dev -w <parcel>` brings scripts, its extracted CSS and
  // its calls from another port of localhost; only with dev tools on (never in production)
  it('admits a swapped parcel’s scripts, styles and connections from localhost ports only with dev tools on', async () => {
    const directives = async (app: FastifyInstance) => {
      const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
      return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
    };
    const dev = await directives(t.app);
    for (const name of ['script-src', 'style-src', 'connect-src']) expect(dev[name]).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    const plain = await buildTestApp(kind, { DEV_TOOLS: '0' });
    try {
      const off = await directives(plain.app);
      for (const name of ['script-src', 'style-src', 'connect-src']) expect(off[name]!.filter((s: string) => s.includes('localhost') || s.includes('127.0.0.1'))).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('allows CORS with credentials for the site origins only', async () => {
    // the sites as this server is reached: http on port 8080
    const ok = await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'localhost:8080', origin: 'http://fair.localhost:8080' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://fair.localhost:8080');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of ['https://evil.example.com', 'http://fair.localhost:9999', 'https://fair.localhost:8080', 'http://fair.localhost']) {
      const other = await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'localhost:8080', origin } });
      expect({ origin, allowed: other.headers['access-control-allow-origin'] }).toEqual({ origin, allowed: undefined });
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/site/getconfig',
      headers: { host: 'localhost:8080', origin: 'http://school.localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://school.localhost:8080');
  });

  it('answers CORS as the browser needs it: Vary on every answer, preflights of ours only, with what they ask for', async () => {
    // every answer varies by Origin, with or without one (a shared cache must not hand one site's answer to another)
    for (const origin of [undefined, 'http://fair.localhost:8080', 'https://evil.example.com']) {
      const res = await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'localhost:8080', ...(origin ? { origin } : {}) } });
      expect({ origin, vary: res.headers.vary }).toEqual({ origin, vary: 'Origin' });
    }
    const ours = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/resume/saveresume',
      headers: { host: 'localhost:8080', origin: 'http://fair.localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
    });
    expect(ours.statusCode).toBe(204);
    expect(ours.body).toBe('');
    expect(ours.headers).toMatchObject({
      'access-control-allow-origin': 'http://fair.localhost:8080',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type,x-requested-with',
      vary: 'Origin, Access-Control-Request-Headers',
      'content-length': '0',
    });
    // a preflight from elsewhere, or none at all, finds nothing and is told nothing
    for (const headers of [{ origin: 'https://evil.example.com', 'access-control-request-method': 'POST' }, {}]) {
      const other = await t.app.inject({ method: 'OPTIONS', url: '/api/resume/saveresume', headers: { host: 'localhost:8080', ...headers } });
      expect(other.statusCode).toBe(404);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('accepts the client’s public_source on every call without complaint', async () => {
    const res = await formPost(t.app, '/company/site/getinfo', { domain: 'localhost' });
    expect(body(res).data.code).toBe(0);
  });
});

describe.each(DB_KINDS)('failures on %s', (kind) => {
  it('answers an unexpected error with a 500 envelope and no stack trace', async () => {
    const broken = await buildTestApp(kind);
    try {
      // the database loses a table: every query on it now throws
      await sql`drop table company_contact`.execute(broken.app.db);
      const res = await formPost(broken.app, '/company/site/getinfo', { domain: 'localhost' });
      expect(res.statusCode).toBe(500);
      expect(body(res)).toEqual({ apiStatus: false, msg: '服务器繁忙，请稍后再试', data: { code: 50001, msg: '服务器繁忙，请稍后再试' } });
      expect(res.body).not.toMatch(/company_contact|stack|at \w+ \(|\.ts:\d+/);
      // and it keeps the security headers every answer carries
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await broken.close();
    }
  });

  it('limits the rate of guarded calls per address with a 429 envelope, never the public reads', async () => {
    const limited = await buildTestApp(kind, { RATE_LIMIT_MAX: '3' });
    try {
      const wrongCode = () => limited.app.inject({ url: '/api/user/login?phone=13700000999&smsCode=000000' });
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await wrongCode()).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await wrongCode();
      expect(body(res)).toEqual({ apiStatus: false, msg: '请求过于频繁，请稍后再试', data: { code: 42901, msg: '请求过于频繁，请稍后再试' } });
      expect(res.headers['retry-after']).toBeDefined();
      // the same address still browses: site info and pages are not counted
      for (let i = 0; i < 10; i += 1) expect((await limited.app.inject({ url: '/api/site/getsiteinfo' })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/static/logo/main.svg' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
