import { validationMessage } from '../src/errors/validation-message';
import { isApiPath } from '../src/lib/api-path';
import { readCookie } from '../src/lib/cookies';
import { fail, ok } from '../src/lib/envelope';
import { normalizeHost } from '../src/lib/host';
import { escapeHtml, jsonForScript } from '../src/lib/html';
import { qrTarget } from '../src/lib/qr';
import { signToken, verifyToken } from '../src/lib/token';
import { TtlCache } from '../src/lib/ttl-cache';
import { parseExhibition } from '../src/services/site/exhibition';
import { injectConfig, inlineScriptHashes } from '../src/web/index-page';
import { CODES } from '../src/errors/codes';

describe('envelope', () => {
  it('wraps fields in the spec §3 envelope', () => {
    expect(ok({ a: 1 })).toEqual({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', a: 1 } });
    expect(fail(10008, '登录已失效')).toEqual({ apiStatus: false, msg: '登录已失效', data: { code: 10008, msg: '登录已失效' } });
    expect(fail(CODES.notFound)).toEqual({ apiStatus: false, msg: '请求的接口不存在', data: { code: 40401, msg: '请求的接口不存在' } });
  });

  it('keeps the codes the spec names', () => {
    expect([CODES.wrongCredentials, CODES.sessionInvalid, CODES.notLoggedIn, CODES.forbidden, CODES.accountNotFound, CODES.phoneNotRegistered, CODES.accountFrozen].map((c) => c.code)).toEqual([
      10003, 10008, 20011, 20013, 20024, 30001, 500002,
    ]);
    expect(CODES.accountFrozen.msg).toBe('登录操作频繁，账号已被冻结，请24小时之后再试');
    expect(CODES.phoneNotRegistered.msg).toBe('该手机号尚未注册，请先注册');
    const codes = Object.values(CODES).map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('validationMessage', () => {
  const err = (keyword: string, instancePath: string, params: Record<string, unknown>) => [{ keyword, instancePath, schemaPath: '', params, message: '' }];
  it('names the field in Chinese for each kind of violation', () => {
    expect(validationMessage(err('required', '', { missingProperty: 'domain' }))).toBe('参数错误：domain 不能为空');
    expect(validationMessage(err('minLength', '/domain', { limit: 1 }))).toBe('参数错误：domain 不能为空');
    expect(validationMessage(err('minLength', '/password', { limit: 6 }))).toBe('参数错误：password 格式不正确');
    expect(validationMessage(err('maxLength', '/domain', { limit: 253 }))).toBe('参数错误：domain 不能超过 253 个字符');
    expect(validationMessage(err('const', '/type', { allowedValue: '4' }))).toBe('参数错误：type 只能是 4');
    expect(validationMessage(err('enum', '/kind', { allowedValues: ['a', 'b'] }))).toBe('参数错误：kind 只能是 a / b');
    expect(validationMessage(err('type', '/page', { type: 'integer' }))).toBe('参数错误：page 格式不正确');
    expect(validationMessage(err('required', '/resume', { missingProperty: 'name' }))).toBe('参数错误：resume.name 不能为空');
    expect(validationMessage([])).toBe('参数错误');
  });
});

describe('helpers', () => {
  it('normalizes hosts', () => {
    expect(normalizeHost('School.Localhost:8080')).toBe('school.localhost');
    expect(normalizeHost('fair.localhost.')).toBe('fair.localhost');
    expect(normalizeHost('[::1]:8080')).toBe('::1');
    expect(normalizeHost(undefined)).toBe('');
  });

  it('tells API paths from pages', () => {
    expect(isApiPath('/api/site/getsiteinfo?x=1')).toBe(true);
    expect(isApiPath('/school/site/home')).toBe(true);
    expect(isApiPath('/company/site/getinfo')).toBe(true);
    expect(isApiPath('/school/')).toBe(false);
    expect(isApiPath('/assets/a.js')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });

  it('reads one cookie', () => {
    expect(readCookie('a=1; uniq_user_token=abc%3D; b=2', 'uniq_user_token')).toBe('abc=');
    expect(readCookie('x_uniq_user_token=no', 'uniq_user_token')).toBeUndefined();
    expect(readCookie('t="quoted"', 't')).toBe('quoted');
    expect(readCookie('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
    expect(readCookie(undefined, 't')).toBeUndefined();
  });

  it('escapes HTML and script JSON', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ s: '</script><!-- & \u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ s: '</script><!-- & \u2028\u2029' });
  });

  it('builds QR targets with the scene', () => {
    expect(qrTarget({ jumpUrl: '', origin: 'http://gate.localhost:8080', scene: 'sch-1' })).toBe('http://gate.localhost:8080/?scene=sch-1');
    expect(qrTarget({ jumpUrl: 'https://m.example.cn/j?scene=old&a=1', origin: 'http://x', scene: 's' })).toBe('https://m.example.cn/j?scene=s&a=1');
  });

  it('signs and verifies hand-off tokens', () => {
    const exp = Date.now() + 60_000;
    const token = signToken('k'.repeat(32), { sub: 'student:1', sid: '7', host: 'localhost', exp });
    expect(verifyToken('k'.repeat(32), token)).toMatchObject({ sub: 'student:1', sid: '7', host: 'localhost', exp });
    expect(verifyToken('other-secret'.repeat(3), token)).toBeNull();
    expect(verifyToken('k'.repeat(32), token, exp)).toBeNull();
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'school:1', sid: '7', host: 'localhost', exp, nonce: 'x' })).toString('base64url');
    expect(verifyToken('k'.repeat(32), `${forged}.${sig}`)).toBeNull();
    expect(verifyToken('k'.repeat(32), `${payload}`)).toBeNull();
    expect(verifyToken('k'.repeat(32), 'garbage.garbage')).toBeNull();
  });

  it('caches for a while and is bounded', async () => {
    const cache = new TtlCache<number>(1000, 2);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, 500)).toBe(1);
    expect(await cache.get('a', load, 1500)).toBe(2);
    await cache.get('b', load, 1500);
    await cache.get('c', load, 1500);
    expect(await cache.get('a', load, 1500)).toBe(5);
  });

  it('reads exhibition JSON tolerantly', () => {
    expect(parseExhibition('[{"label":"jobfair","show":"1","title":"双选会"},{"label":"x"}]')).toEqual([
      { label: 'jobfair', show: 1, title: '双选会' },
      { label: 'x', show: 0, title: '' },
    ]);
    expect(parseExhibition('{not json')).toEqual([]);
    expect(parseExhibition('{"label":"x"}')).toEqual([]);
  });

  it('injects the config where the placeholder is, or before </head>, and hashes inline scripts', () => {
    expect(injectConfig('<head><!--campus-config--></head>', 'window.__CAMPUS__={"a":"$&"}')).toBe('<head><script>window.__CAMPUS__={"a":"$&"}</script></head>');
    expect(injectConfig('<html><HEAD></HEAD></html>', 'x=1')).toBe('<html><HEAD><script>x=1</script></HEAD></html>');
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/b.js"></script><script type="importmap">{}</script>' +
        '<script type="systemjs-importmap">{}</script><script type="application/json" id="campus-site">{}</script>',
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
