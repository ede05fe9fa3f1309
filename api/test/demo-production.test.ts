import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildTestApp, formPost, body, NO_BUILD_DIR, testConfig } from './helper';
import { PRODUCTION_PROVIDERS } from './production-env';

// Issue 27: a production server seeded the demo accounts with the README's password, and linjiang_admin and
// fair_admin logged in with it. Production seeds no demo unless SEED_DEMO=1 names it, gives seeded accounts a
// fresh password, and refuses to start while any account still holds the published one.

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ...PRODUCTION_PROVIDERS, WEB_DIR: NO_BUILD_DIR, LOG_LEVEL: 'silent' };
const ROOT = path.resolve(__dirname, '../..');

const databaseFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'campus-prod-')), 'campus.db');
/**
 * A start that seeds the whole demo into a fresh database (no seeded copy, every account hashed with production's
 * scrypt): 12 s beside a CI run, and once over Jest's 30 s with the unit suites, a bench and a helper on both cores.
 */
const SEEDING_START_MS = 120_000;
async function start(env: Record<string, string>) {
  return buildApp({ config: loadConfig({ ...PRODUCTION, ...env }), logger: false });
}

describe('a production start and the demo', () => {
  it('seeds no demo data or accounts unless SEED_DEMO=1 names it', async () => {
    const app = await start({ DATABASE_URL: databaseFile() });
    try {
      expect(await app.db.selectFrom('school_admin').select('id').execute()).toEqual([]);
      expect(await app.db.selectFrom('position').select('id').limit(1).execute()).toEqual([]);
      const res = await formPost(app, '/school/strategy/login', { name: 'linjiang_admin', password: 'Demo@2026' });
      expect(body(res).apiStatus).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('with SEED_DEMO=1 seeds the demo, but its accounts do not take the published password', async () => {
    const app = await start({ DATABASE_URL: databaseFile(), SEED_DEMO: '1' });
    try {
      expect((await app.db.selectFrom('school_admin').select('username').execute()).map((r) => r.username)).toContain('linjiang_admin');
      for (const [url, form] of [
        ['/school/strategy/login', { name: 'linjiang_admin', password: 'Demo@2026' }],
        ['/channel/user/login', { username: 'fair_admin', password: 'Demo@2026' }],
      ] as const) {
        expect(body(await formPost(app, url, form)).apiStatus).toBe(false);
      }
    } finally {
      await app.close();
    }
  }, SEEDING_START_MS);

  it('refuses to start while an account holds the published password, naming it and the command that changes it', async () => {
    const file = databaseFile();
    // a database seeded by `npm start` (not production), then moved to production as it is
    const demo = await buildApp({ config: testConfig({ DATABASE_URL: file }), logger: false });
    await demo.close();
    await expect(start({ DATABASE_URL: file })).rejects.toThrow(/published demo password[\s\S]*school linjiang_admin +→ +npm run set-password -- school linjiang_admin[\s\S]*channel fair_admin/);

    // the operator changes one password with the command the refusal names: that account is no longer listed
    execFileSync(process.execPath, ['--import', 'tsx', 'api/src/tools/set-password.ts', 'school', 'linjiang_admin'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: file, NEW_PASSWORD: 'Campus2026!x', NODE_ENV: 'test', PASSWORD_SCRYPT_LOG2_N: '12' },
      stdio: 'pipe',
    });
    const error = await start({ DATABASE_URL: file }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/school linjiang_cs/);
    expect(error?.message).not.toMatch(/school linjiang_admin/);
  });
});

// Issue 27: in production the API document (Swagger) and the build's source maps were public.
describe('a production server and what it shows of itself', () => {
  const web = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'assets', 'home-app.1a2b3c.js'), 'console.log(1);\n//# sourceMappingURL=home-app.1a2b3c.js.map\n');
  writeFileSync(path.join(web, 'assets', 'home-app.1a2b3c.js.map'), '{"version":3,"sources":["home.tsx"],"sourcesContent":["secret source"]}');

  const shows = async (env: Record<string, string>) => {
    const app = await start({ DATABASE_URL: databaseFile(), WEB_DIR: web, ...env });
    try {
      const status = async (url: string) => (await app.inject({ url })).statusCode;
      return { docs: await status('/api/docs/json'), ui: await status('/api/docs'), script: await status('/assets/home-app.1a2b3c.js'), map: await status('/assets/home-app.1a2b3c.js.map') };
    } finally {
      await app.close();
    }
  };

  it('serves neither the API document nor source maps unless asked for by name', async () => {
    expect(await shows({})).toEqual({ docs: 404, ui: 404, script: 200, map: 404 });
    expect(await shows({ API_DOCS: '1', SOURCE_MAPS: '1' })).toEqual({ docs: 200, ui: expect.any(Number), script: 200, map: 200 });
  });

  it('serves both on a development server (npm start)', async () => {
    // a database of its own: without DATABASE_URL it would open the repository's data/campus.db, which
    // `npm start` and any other suite doing the same use too
    const { app, close } = await buildTestApp('sqlite', { WEB_DIR: web });
    try {
      expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/assets/home-app.1a2b3c.js.map' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
