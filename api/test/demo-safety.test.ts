import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { installationFileOf, installationSecret } from '../src/config/installation-secret';
import { devHeaders } from './auth-helper';
import { body, formPost, useTempDir, useTestApp } from './helper';
import { DEV_TOOLS_LINE, spawnServer, type SpawnedServer } from './spawned-server';

// A demo started with `npm start` may be reachable from a network (issue 13): its dev tools answer this machine
// only, and its session secret is its own, never a constant in the code. Coming from 127.0.0.1 is not proof of
// being on this machine (issue 27): a TCP forwarder on it (ssh -L, socat) brings another machine's requests from
// there with no header saying so. The dev tools also ask for the installation's dev token, which only someone who
// reads the server's start output or its files has.

const NOT_FOUND = { apiStatus: false, data: { code: 40401, msg: '请求的接口不存在' } };

describe('dev tools on a reachable demo', () => {
  const t = useTestApp('sqlite');
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ url: `/api/dev/sms-outbox?phone=13800000001${query}`, remoteAddress, headers });

  it('answer this machine when the request carries the dev token, in the x-dev-token header or the token parameter', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const res = await outbox(address, devHeaders(t.app));
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toMatchObject({ code: 0 });
    }
    expect((await outbox('127.0.0.1', {}, `&token=${t.config.devToken}`)).statusCode).toBe(200);
  });

  it('do not exist for a loopback request without the dev token (what a TCP forwarder brings), nor with a wrong one', async () => {
    const wrong = t.config.devToken.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const attempts: [Record<string, string>, string][] = [
      [{}, ''],
      [{ 'x-dev-token': '' }, '&token='],
      [{ 'x-dev-token': wrong }, ''],
      [{}, `&token=${wrong}`],
      [{ 'x-dev-token': t.config.devToken.slice(0, 32) }, ''],
      [{ 'x-dev-token': `${t.config.devToken}0` }, ''],
      // the session secret is another secret, not this one
      [{ 'x-dev-token': t.config.sessionSecret }, ''],
    ];
    for (const [headers, query] of attempts) {
      const res = await outbox('127.0.0.1', headers, query);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject(NOT_FOUND);
      expect(res.body).not.toMatch(/验证码是/);
    }
    const page = await t.app.inject({ url: '/api/dev/employer?phone=13800000001', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(404);
    expect(body(page)).toMatchObject(NOT_FOUND);
    const act = await formPost(t.app, '/api/dev/employer/act', { application_id: '1', action: 'view' }, { 'x-dev-token': wrong });
    expect(act.statusCode).toBe(404);
    expect(body(act)).toMatchObject(NOT_FOUND);
  });

  it('do not exist for anyone else, nor for a request a local proxy forwards, even with the dev token', async () => {
    const token = devHeaders(t.app);
    for (const [address, headers] of [['192.168.1.20', {}], ['10.8.0.3', {}], ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }], ['::1', { forwarded: 'for=203.0.113.9' }]] as const) {
      const res = await outbox(address, { ...headers, ...token });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject(NOT_FOUND);
      expect(res.body).not.toMatch(/验证码是/);
    }
    const employer = await t.app.inject({ url: '/api/dev/employer?phone=13800000001', remoteAddress: '192.168.1.20', headers: token });
    expect(employer.statusCode).toBe(404);
  });
});

describe('the page the browser gets', () => {
  const build = useTempDir('campus-devtoken-web-');
  writeFileSync(path.join(build.dir, 'index.html'), '<!doctype html><html><head><!--campus-config--></head><body></body></html>');
  writeFileSync(path.join(build.dir, 'import-map.json'), JSON.stringify({ imports: {} }));
  const t = useTestApp('sqlite', { WEB_DIR: build.dir });

  it('holds the runtime configuration but never the dev token', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.__CAMPUS__=');
    expect(res.body).toContain('"devTools":true');
    expect(t.config.devToken).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toContain(t.config.devToken);
    expect(JSON.stringify(t.config.runtime)).not.toContain(t.config.devToken);
  });
});

describe('the dev token', () => {
  it('is random per process in the configuration (no constant)', () => {
    const a = loadConfig({ NODE_ENV: 'test' }).devToken;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ NODE_ENV: 'test' }).devToken).not.toBe(a);
  });

  it('is kept beside the database for its owner only, apart from the session secret', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-devtoken-'));
    const config = { databaseUrl: path.join(dir, 'campus.db'), repoRoot: '/repo' };
    const file = installationFileOf(config, 'dev-token');
    expect(file).toBe(path.join(dir, 'dev-token'));
    const token = installationSecret(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(installationSecret(file)).toBe(token);
    expect(installationSecret(installationFileOf(config, 'session-secret'))).not.toBe(token);
    expect(installationFileOf({ databaseUrl: 'postgres://app@db/campus', repoRoot: '/repo' }, 'dev-token')).toBe('/repo/data/dev-token');
  });

  it('cannot be asked for in production: NODE_ENV=production with DEV_TOOLS on is a configuration error', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ALLOW_DEMO_PROVIDERS: '1' };
    for (const on of ['1', 'true', 'on']) expect(() => loadConfig({ ...production, DEV_TOOLS: on })).toThrow(/DEV_TOOLS is refused when NODE_ENV=production/);
    expect(loadConfig({ ...production, DEV_TOOLS: '0' }).runtime.devTools).toBe(false);
    expect(loadConfig(production).runtime.devTools).toBe(false);
  });
});

describe('npm start (scripts/serve.mjs)', () => {
  const tmp = useTempDir('campus-devtoken-start-');
  let server: SpawnedServer | undefined;
  afterAll(() => server?.stop());

  it('prints the outbox address with the installation dev token, kept in a file beside the database; over a socket from 127.0.0.1 only that token opens it', async () => {
    server = await spawnServer({ DATABASE_URL: path.join(tmp.dir, 'campus.db'), PASSWORD_SCRYPT_LOG2_N: '12' });
    const file = path.join(tmp.dir, 'dev-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(server.devToken).toBe(readFileSync(file, 'utf8').trim());
    const port = new URL(server.base).port;
    expect(DEV_TOOLS_LINE.exec(server.output())?.[1]).toBe(`http://localhost:${port}/api/dev/sms-outbox?token=${server.devToken}&phone=<手机号>`);
    // printed once
    expect(server.output().split('dev tools:')).toHaveLength(2);
    const outbox = (init: RequestInit = {}, query = '') => fetch(`${server!.base}/api/dev/sms-outbox?phone=13800000001${query}`, init);
    const bare = await outbox();
    expect(bare.status).toBe(404);
    expect(await bare.json()).toMatchObject(NOT_FOUND);
    expect((await outbox({ headers: { 'x-dev-token': server.devToken } })).status).toBe(200);
    expect((await outbox({}, `&token=${server.devToken}`)).status).toBe(200);
  }, 90_000);

  it('refuses to start with NODE_ENV=production and DEV_TOOLS=1, saying why', async () => {
    const started = spawnServer({ NODE_ENV: 'production', DEV_TOOLS: '1', SESSION_SECRET: 'x'.repeat(40), ALLOW_DEMO_PROVIDERS: '1', DATABASE_URL: path.join(tmp.dir, 'production.db') });
    await expect(started).rejects.toThrow(/exited before it was ready[\s\S]*DEV_TOOLS is refused when NODE_ENV=production/);
  }, 60_000);
});

describe('the session secret without SESSION_SECRET', () => {
  it('is random per process in the configuration (no constant), and required in production', () => {
    const a = loadConfig({ NODE_ENV: 'test' }).sessionSecret;
    const b = loadConfig({ NODE_ENV: 'test' }).sessionSecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).not.toBe(a);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('is made once per installation, kept beside the database for its owner only, and kept on the next start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-secret-'));
    const file = installationFileOf({ databaseUrl: path.join(dir, 'campus.db'), repoRoot: '/repo' }, 'session-secret');
    expect(file).toBe(path.join(dir, 'session-secret'));
    const first = installationSecret(file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(installationSecret(file)).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    // another installation gets its own
    expect(installationSecret(path.join(mkdtempSync(path.join(tmpdir(), 'campus-secret-')), 'session-secret'))).not.toBe(first);
    // a file too short to sign with is not used, nor silently replaced
    writeFileSync(path.join(dir, 'short'), 'x');
    expect(() => installationSecret(path.join(dir, 'short'))).toThrow(/fewer than 32 characters/);
    expect(readFileSync(path.join(dir, 'short'), 'utf8')).toBe('x');
    expect(installationFileOf({ databaseUrl: 'postgres://app@db/campus', repoRoot: '/repo' }, 'session-secret')).toBe('/repo/data/session-secret');
  });
});
