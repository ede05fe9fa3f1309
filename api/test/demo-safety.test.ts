import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { installationSecret, secretFileOf } from '../src/lib/installation-secret';
import { body, useTestApp } from './helper';

// A demo started with `npm start` may be reachable from a network (issue 13): its dev tools answer this machine
// only, and its session secret is its own, never a constant in the code.

describe('dev tools on a reachable demo', () => {
  const t = useTestApp('sqlite');
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ url: '/api/dev/sms-outbox?phone=13800000001', remoteAddress, headers });

  it('answer requests from this machine', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const res = await outbox(address);
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toMatchObject({ code: 0 });
    }
  });

  it('do not exist for anyone else, nor for a request a local proxy forwards', async () => {
    for (const [address, headers] of [['192.168.1.20', {}], ['10.8.0.3', {}], ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }], ['::1', { forwarded: 'for=203.0.113.9' }]] as const) {
      const res = await outbox(address, headers);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ apiStatus: false, data: { code: 40401, msg: '请求的接口不存在' } });
      expect(res.body).not.toMatch(/验证码是/);
    }
    const employer = await t.app.inject({ url: '/api/dev/employer?phone=13800000001', remoteAddress: '192.168.1.20' });
    expect(employer.statusCode).toBe(404);
  });
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
    const file = secretFileOf({ databaseUrl: path.join(dir, 'campus.db'), repoRoot: '/repo' });
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
    expect(secretFileOf({ databaseUrl: 'postgres://app@db/campus', repoRoot: '/repo' })).toBe('/repo/data/session-secret');
  });
});
