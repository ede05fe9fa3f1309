import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { OLD_HOME_HERO, ORGANISER_BACKGROUND } from '@campus/shared-utils/rules';
import { cspHash } from '../src/web/index-page';
import { CLIENT_COOKIE } from '../src/lib/client-token';
import { setCookie, setCookieLine, SMS_APP } from './auth-helper';
import { body, DB_KINDS, useTempDir, useTestApp } from './helper';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>校园招聘平台</title>
<!--campus-config-->
<!--campus-site-->
<!--campus-hints-->
<script type="systemjs-importmap" src="/import-map.json"></script>
</head><body><div id="app-header"><div class="shell-header"></div></div><main id="app-main"></main></body></html>`;

/** A minimal build: index.html with the placeholder, the import map, a hashed asset, a vendor file, an image. */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets', 'mf-home'), { recursive: true });
  mkdirSync(path.join(dir, 'vendor'), { recursive: true });
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'import-map.json'), JSON.stringify({ imports: { react: '/vendor/react.d73e8c84e3.js', '@campus/mf-home': '/assets/mf-home/mf-home.0a1b2c3d4e.js' } }));
  writeFileSync(path.join(dir, 'assets', 'mf-home', 'mf-home.0a1b2c3d4e.js'), 'System.register([],function(){return{execute:function(){}}});');
  // the build's named chunks: each parcel's app with its stylesheet, and each home page's (scripts/build/parcels.mjs)
  const home = { 'home-app': ['/assets/mf-home/home-app.0c.js', '/assets/mf-home/home-app.0d.css'], 'home-new': ['/assets/mf-home/home-new.1a2b3c4d5e.js', '/assets/mf-home/home-new.1f.css'], 'home-config': ['/assets/mf-home/300.aa.js', '/assets/mf-home/home-config.bb.js'] };
  const header = { 'header-app': ['/assets/mf-header/header-app.2a.css', '/assets/mf-header/header-app.2b.js'], 'footer-app': ['/assets/mf-header/footer-app.3a.js'], footer: ['/assets/mf-header/footer.4a.js'] };
  writeFileSync(path.join(dir, 'preload-chunks.json'), JSON.stringify({ '@campus/mf-home': home, '@campus/mf-header': header }));
  writeFileSync(path.join(dir, 'vendor', 'react.d73e8c84e3.js'), '/* react */');
  writeFileSync(path.join(dir, 'vendor', 'react.d73e8c84e3.js.br'), brotliCompressSync('/* react */'));
  writeFileSync(path.join(dir, 'static', 'built-only.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'static', 'photo.png'), Buffer.alloc(4096, 7));
}

const HOSTILE_ID = '</script><script>alert(1)</script>\u2028<!--x';

describe.each(DB_KINDS)('the built front end on %s', (kind) => {
  const build = useTempDir('campus-web-');
  writeBuild(build.dir);
  const t = useTestApp(kind, { WEB_DIR: build.dir, ANALYTICS_ID: HOSTILE_ID, ANALYTICS_SRC: 'https://hm.analytics.example.cn/hm.js', API_BASE: '' });

  function configScript(html: string): string {
    const match = /<script>(window\.__CAMPUS__=[^<]*)<\/script>/.exec(html);
    if (!match?.[1]) throw new Error('no config script');
    return match[1];
  }

  it.each(['/', '/index.html'])('%s serves index.html with the runtime config in place of the placeholder', async (url) => {
    const res = await t.app.inject({ url, headers: { host: 'school.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // a new browser's page carries its draw token, so the page is private to it
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toContain('<!--campus-config-->');
    const json = configScript(res.body).slice('window.__CAMPUS__='.length);
    expect(JSON.parse(json)).toEqual(t.config.runtime);
    expect(t.config.runtime).toMatchObject({ apiBase: '', cookieNames: { userId: 'user_id', companyId: 'company_id', token: 'uniq_user_token' }, devTools: true });
  });

  it('gives a new browser its draw token with the page, once, and keeps a returning browser’s page shareable', async () => {
    const first = await t.app.inject({ url: '/' });
    const line = setCookieLine(first, CLIENT_COOKIE) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/api/);
    const cookie = `${CLIENT_COOKIE}=${encodeURIComponent(setCookie(first, CLIENT_COOKIE) ?? '')}`;
    const again = await t.app.inject({ url: '/', headers: { cookie } });
    expect(setCookie(again, CLIENT_COOKIE)).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    // the page's token is the one a draw honours: no new token with the puzzle
    const puzzle = await t.app.inject({ url: `/api/captcha/get?appid=${SMS_APP}`, headers: { cookie } });
    expect(body(puzzle).data.code).toBe(0);
    expect(setCookie(puzzle, CLIENT_COOKIE)).toBeUndefined();
  });

  it('escapes the config so no value can close the script element', async () => {
    const res = await t.app.inject({ url: '/' });
    // the config script, the site information, the first-paint hints and the import map: no other element
    // comes from the values
    expect(res.body.match(/<script/g)).toHaveLength(4);
    const script = configScript(res.body);
    expect(script).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028\\u003c!--x');
    expect(script).not.toMatch(/[<>\u2028]/);
  });

  it('carries the host\'s site information and the import map inline, so the page starts without a round trip', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'school.localhost:8080' } });
    const site = /<script type="application\/json" id="campus-site">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(site ?? 'null')).toMatchObject({ apiStatus: true, data: { code: 0, domain: 'school.localhost', type: 2 } });
    const api = await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'school.localhost:8080' } });
    expect(JSON.parse(site ?? 'null')).toEqual(body(api));
    const map = /<script type="systemjs-importmap">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(map ?? 'null')).toEqual({ imports: { react: '/vendor/react.d73e8c84e3.js', '@campus/mf-home': '/assets/mf-home/mf-home.0a1b2c3d4e.js' } });
    expect(res.body).not.toContain('src="/import-map.json"');
  });

  const hintsOf = (html: string) => {
    const text = /<script type="application\/json" id="campus-hints">([^<]*)<\/script>/.exec(html)?.[1];
    if (!text) throw new Error('no hints');
    return JSON.parse(text) as { shell: string[]; home: string[]; images: { href: string; media?: string }[]; answers: Record<string, { data: Record<string, unknown> }> };
  };
  const firstViewOf = (html: string) => /<main id="app-main">(.*?)<\/main>/.exec(html)?.[1];
  const shellOf = (html: string) => /<div class="shell-brand">(.*?)<\/div>/.exec(html)?.[1];

  it('paints the brand at once and sends the new home its parcel, first banner and first answer with the page', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    // the logo travels in the page (root-config/public/static/logo/main.svg, under 4 KB), so it paints at once
    const logo = readFileSync(path.join(__dirname, '../../root-config/public/static/logo/main.svg')).toString('base64');
    expect(shellOf(res.body)).toBe(`<img class="shell-brand-logo" src="data:image/svg+xml;base64,${logo}" alt="启航校招" />`);
    const hints = hintsOf(res.body);
    // the header's and footer's chunks come with the page on every route (not the footer's idle chunk), the home's on `#/`
    expect(hints.shell).toEqual(['/assets/mf-header/header-app.2a.css', '/assets/mf-header/header-app.2b.js', '/assets/mf-header/footer-app.3a.js']);
    expect(hints.home).toEqual(['/assets/mf-home/mf-home.0a1b2c3d4e.js', '/assets/mf-home/home-app.0c.js', '/assets/mf-home/home-app.0d.css', '/assets/mf-home/home-new.1a2b3c4d5e.js', '/assets/mf-home/home-new.1f.css']);
    const api = await t.app.inject({ url: '/api/site/gethomeresource', headers: { host: 'localhost:8080' } });
    const resource = body(api).data as unknown as { banner_list: { img_url: string }[] };
    expect(hints.images).toEqual([{ href: resource.banner_list[0]!.img_url }]);
    expect(hints.answers.resource!.data).toMatchObject({ code: 0, banner_list: resource.banner_list });
    // the footer's contact call is answered in the page too, exactly as the call answers it
    const company = await t.app.inject({ method: 'POST', url: '/company/site/getinfo', headers: { host: 'localhost:8080' }, payload: { domain: 'localhost' } });
    expect(hints.answers['company:localhost']).toEqual(body(company));
    // the first view: the search box and the first banner, drawn by the page before any script (base.css fv-*)
    const view = firstViewOf(res.body);
    expect(view).toContain('<span class="fv-input">搜索职位、公司，如：前端、会计</span><span class="fv-submit">搜索</span>');
    expect(view).toContain(`<img class="fv-banner" src="${resource.banner_list[0]!.img_url}" alt=""`);
  });

  it('sends the configurable home its header images by width and its config answer under the domain', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'school.localhost:8080' } });
    expect(shellOf(res.body)).toBe('<span class="shell-brand-name">临江大学站</span>');
    const hints = hintsOf(res.body);
    expect(hints.home).toEqual(['/assets/mf-home/mf-home.0a1b2c3d4e.js', '/assets/mf-home/home-app.0c.js', '/assets/mf-home/home-app.0d.css', '/assets/mf-home/300.aa.js', '/assets/mf-home/home-config.bb.js']);
    expect(hints.images.map((i) => i.media)).toEqual(['(max-width: 640px)', '(min-width: 641px)']);
    expect(hints.answers['config:school.localhost']!.data).toMatchObject({ code: 0, domainData: { head_img_url: hints.images[1]!.href } });
    expect(firstViewOf(res.body)).toContain(`<picture class="fv-head"><source media="(max-width: 640px)" srcset="${hints.images[0]!.href}" width="750" height="400" /><img src="${hints.images[1]!.href}" alt=""`);
    expect(res.body).toContain('<div class="shell-header shell-header-named">');
  });

  it('sends no home answers and no first view where the home has none, only the footer\'s', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'dept.school.localhost:8080' } });
    expect(Object.keys(hintsOf(res.body).answers)).toEqual(['company:dept.school.localhost']);
    expect(hintsOf(res.body).images).toEqual([]);
    expect(hintsOf(res.body).shell).toContain('/assets/mf-header/header-app.2b.js');
    expect(firstViewOf(res.body)).toBe('');
  });

  it('paints the old-style home\'s hero: its background in the page, the brand\'s name and the line under it', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'province.localhost:8080' } });
    const site = body(await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'province.localhost:8080' } })).data as unknown as { brand: { name: string } };
    // our own background, about 1 KB, travels in the page: nothing to preload, the largest paint waits for no request
    const hero = readFileSync(path.join(__dirname, '../../root-config/public/static', OLD_HOME_HERO.background.slice('/static/'.length))).toString('base64');
    expect(hintsOf(res.body).images).toEqual([]);
    expect(firstViewOf(res.body)).toContain(`<div class="fv-hero" style="background-image:url(&quot;data:image/svg+xml;base64,${hero}&quot;)"><span class="fv-hero-title">${site.brand.name}</span><span class="fv-hero-text">${OLD_HOME_HERO.subtitle}</span></div>`);
  });

  it('paints the landing page (a whole page: no header bar, no header chunk) with its school, title, background and config answer', async () => {
    // a background URL that tries to end CSS's url("…") early stays one URL
    const background = '/static/bg.svg") ; background: url("https://evil.example/x.png';
    await t.app.db.updateTable('site').set({ use_bg_image: 1, bg_image: background }).where('host', '=', 'gate.localhost').execute();
    const res = await t.app.inject({ url: '/', headers: { host: 'gate.localhost:8080' } });
    const hints = hintsOf(res.body);
    expect(hints.shell).toEqual([]);
    expect(res.body).not.toContain('class="shell-header');
    const config = body(await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { host: 'gate.localhost:8080' }, payload: { domain: 'gate.localhost' } }));
    expect(hints.answers['site-config:gate.localhost']).toEqual(config);
    const site = body(await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'gate.localhost:8080' } })).data as unknown as { school: { school: string } };
    const view = firstViewOf(res.body);
    expect(view).toContain(`<span class="fv-landing-school">${site.school.school}</span>`);
    const title = (config.data as unknown as { title: string }).title || `${site.school.school}就业服务平台`;
    expect(view).toContain(`<span class="fv-landing-title">${title}</span>`);
    expect(hints.images).toEqual([{ href: background }]);
    expect(view).toContain('style="background-image:url(&quot;/static/bg.svg%22%29%20;%20background:%20url%28%22https://evil.example/x.png&quot;)"');
  });

  it('paints the organisers\' login page with its background preloaded, and keeps hostile titles and URLs inert', async () => {
    await t.app.db.updateTable('site').set({ title: '</span><script>alert(1)</script>', subtitle: '"><img src=x onerror=alert(2)>' }).where('host', '=', 'org.localhost').execute();
    const res = await t.app.inject({ url: '/', headers: { host: 'org.localhost:8080' } });
    const hints = hintsOf(res.body);
    expect(hints.images).toEqual([{ href: ORGANISER_BACKGROUND }]);
    expect(hints.answers['site-config:org.localhost']!.data).toMatchObject({ title: '</span><script>alert(1)</script>' });
    const view = firstViewOf(res.body)!;
    expect(view).toContain(`style="background-image:url(&quot;${ORGANISER_BACKGROUND}&quot;)"`);
    expect(view).toContain('<span class="fv-organiser-title">&lt;/span&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>');
    expect(view).toContain('<span class="fv-organiser-subtitle">&quot;&gt;&lt;img src=x onerror=alert(2)&gt;</span>');
    expect(view).not.toMatch(/<script|<img src=x/);
  });

  it('allows exactly its own inline script in the CSP, and the analytics origin', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' https://hm.analytics.example.cn`);
    expect(csp).toContain(cspHash(configScript(res.body)));
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
  });

  it('serves the import map uncached and hashed files as immutable', async () => {
    const map = await t.app.inject({ url: '/import-map.json' });
    expect(map.statusCode).toBe(200);
    expect(map.headers['cache-control']).toBe('no-cache');
    expect(map.json()).toEqual({ imports: { react: '/vendor/react.d73e8c84e3.js', '@campus/mf-home': '/assets/mf-home/mf-home.0a1b2c3d4e.js' } });
    for (const url of ['/assets/mf-home/mf-home.0a1b2c3d4e.js', '/vendor/react.d73e8c84e3.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the precompressed file to browsers that accept it, with the same caching', async () => {
    const res = await t.app.inject({ url: '/vendor/react.d73e8c84e3.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('/* react */');
    const plain = await t.app.inject({ url: '/vendor/react.d73e8c84e3.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('/* react */');
  });

  it('compresses the page and API answers as they are sent, and leaves images as they are', async () => {
    const plain = await t.app.inject({ url: '/', headers: { host: 'school.localhost:8080' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = await t.app.inject({ url: '/', headers: { host: 'school.localhost:8080', 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toBe(plain.body);
    const api = await t.app.inject({ url: '/api/position/gethomeresource?page=1&page_size=18', headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(api.rawPayload).toString());
    expect(answer).toMatchObject({ apiStatus: true });
    expect(JSON.stringify(answer).length).toBeGreaterThan(1024);
    const image = await t.app.inject({ url: '/static/photo.png', headers: { 'accept-encoding': 'gzip, br' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload).toEqual(Buffer.alloc(4096, 7));
  });

  it('serves /static from the build and from root-config/public/static', async () => {
    const built = await t.app.inject({ url: '/static/built-only.svg' });
    expect(built.statusCode).toBe(200);
    const source = await t.app.inject({ url: '/static/avatar/woman_2.svg' });
    expect(source.statusCode).toBe(200);
    expect(source.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers unknown pages with a Chinese 404 page and unknown API paths with the envelope', async () => {
    const page = await t.app.inject({ url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('页面不存在');
    const api = await t.app.inject({ url: '/api/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(body(api)).toEqual({ apiStatus: false, msg: '请求的接口不存在', data: { code: 40401, msg: '请求的接口不存在' } });
    const post = await t.app.inject({ method: 'POST', url: '/school/site/nothing' });
    expect(body(post).data.code).toBe(40401);
  });

  it('does not serve dotfiles or escape the build folder', async () => {
    writeFileSync(path.join(build.dir, '.env'), 'SECRET=1');
    expect((await t.app.inject({ url: '/.env' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/%2e%2e/package.json' })).statusCode).not.toBe(200);
  });
});

describe.each(DB_KINDS)('before the front end is built, on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers / with 503 and a Chinese page saying to run npm run build', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('前端尚未构建');
    expect(res.body).toContain('npm run build');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('still serves the images of root-config/public/static', async () => {
    for (const url of ['/static/logo/main.svg', '/static/badge/linjiang.svg', '/static/avatar/man_3.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});

describe.each(DB_KINDS)('a build appearing after start, on %s', (kind) => {
  const later = useTempDir('campus-web-later-');
  const t = useTestApp(kind, { WEB_DIR: later.dir });

  it('serves index.html as soon as it exists', async () => {
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(503);
    writeFileSync(path.join(later.dir, 'index.html'), TEMPLATE);
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.__CAMPUS__=');
  });
});
