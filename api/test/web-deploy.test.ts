import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { useTempDir, useTestApp } from './helper';
import { ROOT } from './spawned-server';

// A running server and a one-line deploy (scripts/deploy/map-store.mjs, as `npm run deploy` uses it): the next
// page load carries the new line, with its integrity on the preloads, and nobody restarts anything.

const OLD = '/assets/mf-home/mf-home.0a1b2c3d4e.js';
const NEW = '/assets/mf-home/mf-home.9f8e7d6c5b.js';
const HEADER = '/assets/mf-header/mf-header.1b2c3d4e5f.js';

// the build's preload links (scripts/build/html.mjs preloadLink) and the tags the server fills
const TEMPLATE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>校园招聘平台</title>
<link rel="preload" as="script" href="${HEADER}" integrity="sha384-header" data-module="@campus/mf-header" />
<link rel="preload" as="script" href="${OLD}" integrity="sha384-old" data-module="@campus/mf-home" />
<!--campus-config-->
<!--campus-site-->
<!--campus-hints-->
<script type="systemjs-importmap" src="/import-map.json"></script>
</head><body><div id="app-header"><div class="shell-header"></div></div></body></html>`;

function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets', 'mf-home'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  const imports = { '@campus/mf-header': HEADER, '@campus/mf-home': OLD };
  const map = JSON.stringify({ imports, integrity: { [HEADER]: 'sha384-header', [OLD]: 'sha384-old' } });
  writeFileSync(path.join(dir, 'import-map.json'), map);
  // as the build's precompress leaves it: the server prefers this copy, so a deploy must not leave it stale
  writeFileSync(path.join(dir, 'import-map.json.br'), brotliCompressSync(map));
  writeFileSync(path.join(dir, 'preload-chunks.json'), JSON.stringify({ '@campus/mf-home': { 'home-new': ['/assets/mf-home/home-new.1a2b3c4d5e.js'] } }));
}

/** What `npm run deploy -- mf-home` does to the map once the files are uploaded. */
function deployLine(dir: string, line: { url: string; integrity: string; chunks: Record<string, string[]> }): Promise<void> {
  const store = path.join(ROOT, 'scripts/deploy/map-store.mjs');
  const script = `const { deployLine } = await import(${JSON.stringify(store)}); await deployLine(${JSON.stringify(dir)}, '@campus/mf-home', ${JSON.stringify(line)});`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], (err, _out, stderr) => (err ? reject(new Error(stderr)) : resolve()));
  });
}

const mapOf = (html: string) => JSON.parse(/<script type="systemjs-importmap">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { imports: Record<string, string>; integrity: Record<string, string> };
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
const hintsOf = (html: string) => JSON.parse(/id="campus-hints">([^<]*)</.exec(html)?.[1] ?? 'null') as { home: string[]; integrity: Record<string, string> };

describe('a one-line deploy reaching a running server', () => {
  const build = useTempDir('campus-web-deploy-');
  writeBuild(build.dir);
  // SITE_CACHE_MS=0: the first-paint hints are made per page, so the test sees the map's change at once
  const t = useTestApp('sqlite', { WEB_DIR: build.dir, SITE_CACHE_MS: '0' });

  it('serves the new line, its integrity and its preloads on the next page load, and the new map uncompressed or br', async () => {
    const before = (await t.app.inject({ url: '/', headers: { host: 'localhost:8080' } })).body;
    expect(mapOf(before).imports['@campus/mf-home']).toBe(OLD);
    expect(preloadsOf(before)).toEqual([
      `<link rel="preload" as="script" href="${HEADER}" integrity="sha384-header" data-module="@campus/mf-header" />`,
      `<link rel="preload" as="script" href="${OLD}" integrity="sha384-old" data-module="@campus/mf-home" />`,
    ]);
    expect(hintsOf(before)).toMatchObject({ home: [OLD, '/assets/mf-home/home-new.1a2b3c4d5e.js'], integrity: { [OLD]: 'sha384-old' } });

    await deployLine(build.dir, { url: NEW, integrity: 'sha384-new', chunks: { 'home-new': ['/assets/mf-home/home-new.5e4d3c2b1a.js'] } });

    const after = (await t.app.inject({ url: '/', headers: { host: 'localhost:8080' } })).body;
    expect(mapOf(after)).toEqual({ imports: { '@campus/mf-header': HEADER, '@campus/mf-home': NEW }, integrity: { [HEADER]: 'sha384-header', [NEW]: 'sha384-new' } });
    // the page preloads the file SystemJS will ask for, with the integrity its script carries
    expect(preloadsOf(after)).toEqual([
      `<link rel="preload" as="script" href="${HEADER}" integrity="sha384-header" data-module="@campus/mf-header" />`,
      `<link rel="preload" as="script" href="${NEW}" integrity="sha384-new" data-module="@campus/mf-home" />`,
    ]);
    expect(hintsOf(after)).toEqual(expect.objectContaining({ home: [NEW, '/assets/mf-home/home-new.5e4d3c2b1a.js'], integrity: { [NEW]: 'sha384-new' } }));

    const map = await t.app.inject({ url: '/import-map.json' });
    expect(map.headers['cache-control']).toBe('no-cache');
    expect(map.json()).toEqual(mapOf(after));
    const packed = await t.app.inject({ url: '/import-map.json', headers: { 'accept-encoding': 'br' } });
    const text = packed.headers['content-encoding'] === 'br' ? brotliDecompressSync(packed.rawPayload).toString() : packed.body;
    expect(JSON.parse(text)).toEqual(mapOf(after));
    // the deploy history and its lock stay on the server
    expect((await t.app.inject({ url: '/.import-map.history.json' })).statusCode).toBe(404);
    expect(JSON.parse(readFileSync(path.join(build.dir, '.import-map.history.json'), 'utf8'))['@campus/mf-home'][0]).toMatchObject({ url: OLD, integrity: 'sha384-old' });
  });
});
