import path from 'node:path';
import { createHmac } from 'node:crypto';
import { ConfigError, loadConfig } from '../src/config';
import { iceServersFor } from '../src/config/ice';
import { findRepoRoot } from '../src/paths';
import { PRODUCTION_PROVIDERS } from './production-env';

const repo = findRepoRoot();

describe('loadConfig', () => {
  it('finds the monorepo root from a workspace folder', () => {
    expect(findRepoRoot(path.join(repo, 'api', 'src'))).toBe(repo);
  });

  it('has working defaults for npm start', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      production: false,
      port: 8080,
      host: '::',
      databaseUrl: path.join(repo, 'data', 'campus.db'),
      webDir: path.join(repo, 'dist', 'web'),
      staticDir: path.join(repo, 'root-config', 'public', 'static'),
      defaultSiteHost: 'localhost',
      seedDemo: true,
      trustProxy: false,
      // a campus behind one address: guarded calls 3,000 a minute, searches and suggestions 12,000, each signed-in user 600
      rateLimits: { address: 3000, search: 12000, user: 600 },
    });
    expect(c.runtime).toEqual({
      apiBase: '',
      cookieNames: { userId: 'user_id', companyId: 'company_id', token: 'uniq_user_token' },
      cookieDays: { default: 30, student: 14, employer: 14, schoolLogin: 14, schoolOther: 30, channelOther: 1 },
      backOfficeOrigin: '',
      mobileJumpUrl: '',
      analyticsId: '',
      analyticsSrc: '',
      devTools: true,
      qrLogin: true,
      captcha: { provider: 'builtin', smsAppId: 'campus-sms', loginAppId: 'campus-login', scriptUrl: '' },
    });
    expect(c.auth).toEqual({
      sms: { provider: 'dev', gatewayUrl: '', gatewayKey: '', dailyPerPhone: 10, dailyPerPhoneAll: 30, perIpPerHour: 2400 },
      captcha: { verifyUrl: '', secret: '' },
      qrLogin: 'demo',
      // OWASP's minimum for scrypt
      passwordCost: { N: 2 ** 17, r: 8, p: 1 },
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db.internal:5432/campus',
      DATABASE_SCHEMA: 'campus',
      WEB_DIR: 'build/web',
      API_BASE: 'https://api.campus.example.cn/',
      COOKIE_USER_ID: 'uid',
      COOKIE_DAYS_STUDENT: '7',
      BACK_OFFICE_ORIGIN: 'https://admin.campus.example.cn',
      MOBILE_JUMP_URL: 'https://m.campus.example.cn/jump',
      ANALYTICS_ID: 'abc123',
      ANALYTICS_SRC: 'https://hm.example.cn/hm.js',
      DEV_TOOLS: 'off',
      CORS_ORIGINS: 'https://partner.example.cn, https://other.example.cn/',
      TRUST_PROXY: 'yes',
      RATE_LIMIT_MAX: '50',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db.internal:5432/campus',
      databaseSchema: 'campus',
      webDir: path.join(repo, 'build', 'web'),
      trustProxy: true,
      rateLimits: { address: 50, search: 12000, user: 600 },
      corsOrigins: ['https://partner.example.cn', 'https://other.example.cn'],
    });
    expect(c.runtime).toMatchObject({
      apiBase: 'https://api.campus.example.cn',
      cookieNames: { userId: 'uid' },
      cookieDays: { student: 7 },
      backOfficeOrigin: 'https://admin.campus.example.cn',
      mobileJumpUrl: 'https://m.campus.example.cn/jump',
      analyticsId: 'abc123',
      devTools: false,
    });
  });

  it('lowers the password cost for tests only: production refuses less than N 2^17', () => {
    expect(loadConfig({ PASSWORD_SCRYPT_LOG2_N: '12' }).auth.passwordCost).toEqual({ N: 4096, r: 8, p: 1 });
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...PRODUCTION_PROVIDERS };
    expect(() => loadConfig({ ...production, PASSWORD_SCRYPT_LOG2_N: '16' })).toThrow(/PASSWORD_SCRYPT_LOG2_N below 17/);
    expect(loadConfig({ ...production, PASSWORD_SCRYPT_LOG2_N: '18' }).auth.passwordCost.N).toBe(2 ** 18);
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG2_N: '9' })).toThrow(/PASSWORD_SCRYPT_LOG2_N must be an integer from 10 to 20/);
  });

  it('turns dev tools off and requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS })).toThrow(/SESSION_SECRET/);
    const c = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...PRODUCTION_PROVIDERS });
    expect(c.production).toBe(true);
    expect(c.runtime.devTools).toBe(false);
    expect(c.runtime.captcha).toMatchObject({ provider: 'hosted', scriptUrl: 'https://captcha.example.cn/TCaptcha.js' });
    expect(c.auth).toMatchObject({ sms: { provider: 'http', gatewayUrl: 'https://sms.example.cn/send' }, qrLogin: 'off' });
    // the page is told, so the student login offers no QR mode (it would only say 接口请求失败)
    expect(c.runtime.qrLogin).toBe(false);
  });

  it('refuses the demo SMS, captcha and QR providers in production unless explicitly allowed', () => {
    const secret = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    let error: unknown;
    try {
      loadConfig(secret);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('SMS_PROVIDER=dev is refused');
    expect(problems).toContain('CAPTCHA_PROVIDER=builtin is refused');
    expect(problems).toContain('QR_LOGIN_PROVIDER=demo is refused');
    expect(loadConfig({ ...secret, ALLOW_DEMO_PROVIDERS: '1' }).auth.sms.provider).toBe('dev');
  });

  it('requires what each real provider needs', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL is required/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hosted' })).toThrow(/CAPTCHA_VERIFY_URL is required[\s\S]*CAPTCHA_SECRET is required[\s\S]*CAPTCHA_SCRIPT_URL is required/);
    expect(() => loadConfig({ CAPTCHA_SMS_APPID: 'same', CAPTCHA_LOGIN_APPID: 'same' })).toThrow(/must differ/);
    expect(() => loadConfig({ CAPTCHA_SMS_APPID: 'bad id!' })).toThrow(/CAPTCHA_SMS_APPID/);
  });

  it('reads the video calls’ STUN and TURN servers, and mints time-limited TURN credentials per user with TURN_SECRET', () => {
    expect(loadConfig({}).ice.servers).toEqual([]);
    const ice = loadConfig({
      ICE_SERVERS: '[{"urls":"stun:stun.campus.example.cn:3478"},{"urls":["turn:turn.campus.example.cn:3478?transport=udp","turns:turn.campus.example.cn:5349"]}]',
      TURN_SECRET: 'shared-with-coturn',
      TURN_TTL_SECONDS: '3600',
    }).ice;
    const [stun, turn] = iceServersFor(ice, 'student:42', Date.UTC(2026, 10, 28));
    expect(stun).toEqual({ urls: ['stun:stun.campus.example.cn:3478'] });
    const username = `${Date.UTC(2026, 10, 28) / 1000 + 3600}:student:42`;
    expect(turn).toEqual({ urls: ['turn:turn.campus.example.cn:3478?transport=udp', 'turns:turn.campus.example.cn:5349'], username, credential: createHmac('sha1', 'shared-with-coturn').update(username).digest('base64') });
    // a TURN server with fixed credentials keeps them
    const fixed = loadConfig({ ICE_SERVERS: '[{"urls":"turn:t.example.cn","username":"u","credential":"p"}]', TURN_SECRET: 's' }).ice;
    expect(iceServersFor(fixed, 'company:1', 0)).toEqual([{ urls: ['turn:t.example.cn'], username: 'u', credential: 'p' }]);
    for (const bad of ['stun:x', '[{"urls":"http://x"}]', '[{"urls":[]}]', '{"urls":"stun:x"}', '[{"urls":"stun:x","credential":1}]']) {
      expect(() => loadConfig({ ICE_SERVERS: bad })).toThrow(/ICE_SERVERS must be a JSON array/);
    }
  });

  it('reads TRUST_PROXY as a switch or as the proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12, ::1, fd00::/8' }).trustProxy).toEqual(['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8']);
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.5/8/1', 'maybe']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('reports every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '80a', MOBILE_JUMP_URL: 'javascript:alert(1)', DEV_TOOLS: 'maybe', COOKIE_TOKEN: 'bad name;', ANALYTICS_ID: 'x', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'MOBILE_JUMP_URL', 'DEV_TOOLS', 'COOKIE_TOKEN', 'ANALYTICS_SRC', 'LOG_LEVEL']) expect(problems).toContain(name);
  });
});
