import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import BUDGETS from '../bench/budgets.json' with { type: 'json' };

test('first load of localhost/#/ stays within the JavaScript budget and fetches no other parcel and no forms module', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(r.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/#/');
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the first load is what the page fetched until its first view settled (root-config marks it once the
  // first route is mounted and the page is idle); what comes after is a prefetch for the next click
  await page.waitForFunction(() => performance.getEntriesByName('campus:settled').length > 0);
  await page.waitForLoadState('networkidle');
  const settledAt = await page.evaluate(() => performance.getEntriesByName('campus:settled')[0]!.startTime);
  // each file's first request (a later idle prefetch of the same file is a cache hit)
  const startedAt = new Map<string, number>();
  for (const [path, at] of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as [string, number]))) {
    if (!startedAt.has(path)) startedAt.set(path, at);
  }
  const before = [...scripts].filter(([path]) => (startedAt.get(path) ?? Infinity) < settledAt);
  const total = before.reduce((sum, [, bytes]) => sum + bytes, 0);
  const all = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${before.length} files; with the idle prefetch of the HTTP client and the footer ${(all / 1024).toFixed(1)} KB`);
  expect(before.length).toBeGreaterThan(5);
  expect(total).toBeLessThanOrEqual(BUDGETS.firstLoadGzipBytes);
  const parcels = [...scripts.keys()].filter((p) => /\/assets\/mf-(auth|student|content)\//.test(p));
  expect(parcels).toEqual([]);
  // react-hook-form comes with the first form (a dialog or a resume page), never with the home page
  expect([...scripts.keys()].filter((p) => p.includes('/assets/shared-utils-forms/'))).toEqual([]);
});

// Every script the build writes carries an integrity that is checked when it loads (issue 27): the map's entries
// (SystemJS), the page's own scripts (attributes), QA's overrides (the boot script) and every lazy chunk and
// stylesheet (the sha384 table rspack's runtime keeps in the code that loads it). Hashed here from the bytes.
const web = process.env.WEB_DIR ? path.resolve(import.meta.dirname, '..', process.env.WEB_DIR) : path.join(import.meta.dirname, '../dist/web');
const sha384 = (url: string) => `sha384-${createHash('sha384').update(readFileSync(path.join(web, url))).digest('base64')}`;
const SRI = /sha384-[A-Za-z0-9+/]{64}/g;

// The committed import-map.json is the map of the last release (`npm run build -- --update-map`, docs/operations.md
// "Releasing"): its hashes are that release's, but it must stay a map this build could have written.
test('the committed import-map.json is a release map of this build’s shape: the same modules, each with its integrity', () => {
  type Map = { imports: Record<string, string>; integrity?: Record<string, string> };
  const built = JSON.parse(readFileSync(path.join(web, 'import-map.json'), 'utf8')) as Map;
  const released = JSON.parse(readFileSync(path.join(import.meta.dirname, '../import-map.json'), 'utf8')) as Map;
  expect(Object.keys(released).sort()).toEqual(Object.keys(built).sort());
  expect(Object.keys(released.imports).sort()).toEqual(Object.keys(built.imports).sort());
  for (const [name, url] of Object.entries(released.imports)) {
    expect(url, name).toMatch(/^\/(assets\/[\w-]+|vendor)\/[\w-]+\.[0-9a-f]{10}\.js$/);
    expect(released.integrity?.[url], name).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  }
});

test('every script the build writes has an integrity matching its bytes, kept where its loader reads it', () => {
  const map = JSON.parse(readFileSync(path.join(web, 'import-map.json'), 'utf8')) as { imports: Record<string, string>; integrity: Record<string, string> };
  const checked = new Set<string>();
  for (const url of Object.values(map.imports)) {
    expect(map.integrity[url], url).toBe(sha384(url));
    checked.add(url);
  }
  const html = readFileSync(path.join(web, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !tag.includes('systemjs-importmap'));
  expect(tags.length).toBe(2);
  for (const [tag, url] of tags) {
    expect(tag.match(/integrity="([^"]+)"/)?.[1], url).toBe(sha384(url!));
    checked.add(url!);
  }
  const boot = tags.map(([, url]) => url!).find((url) => url.startsWith('/assets/boot.'))!;
  const overrides = /t\.src="([^"]+)";t\.integrity="([^"]+)"/.exec(readFileSync(path.join(web, boot), 'utf8'));
  expect(overrides?.[2]).toBe(sha384(overrides![1]!));
  checked.add(overrides![1]!);
  // a chunk's hash is in the code that loads it (its package's entry, or the chunk that loads it), and in the map
  // when the server may preload it
  let chunks = 0;
  for (const dir of readdirSync(path.join(web, 'assets'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const folder = `/assets/${dir.name}/`;
    const entry = Object.values(map.imports).find((url) => url.startsWith(folder) && path.basename(url).startsWith(`${dir.name}.`));
    expect(entry, folder).toBeTruthy();
    const files = readdirSync(path.join(web, folder)).filter((f) => /\.(js|css)$/.test(f)).map((f) => `${folder}${f}`);
    const known = new Set(files.filter((url) => url.endsWith('.js')).flatMap((url) => readFileSync(path.join(web, url), 'utf8').match(SRI) ?? []));
    for (const url of files.filter((f) => f !== entry)) {
      expect(known.has(sha384(url)), `${url} has no integrity in ${folder}`).toBe(true);
      if (map.integrity[url]) expect(map.integrity[url], url).toBe(sha384(url));
      checked.add(url);
      chunks++;
    }
  }
  expect(chunks).toBeGreaterThan(40);
  const everyScript = (dir: string): string[] =>
    readdirSync(path.join(web, dir), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? everyScript(`${dir}${d.name}/`) : d.name.endsWith('.js') ? [`${dir}${d.name}`] : []));
  expect(everyScript('/').filter((url) => !checked.has(url))).toEqual([]);
});

test('each script and stylesheet of the home is fetched once: its preload asks as its loader does', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('campus:settled').length > 0);
  await page.waitForLoadState('networkidle');
  // a preload the script cannot use (another integrity or CORS mode) shows as a second fetch of the same URL before
  // the first view settled (root-config's idle prefetch asks again for what is loaded, from the cache, after it)
  const fetched = await page.evaluate(() => {
    const settledAt = performance.getEntriesByName('campus:settled')[0]!.startTime;
    return performance.getEntriesByType('resource').filter((e) => e.startTime < settledAt && /\.(js|css)$/.test(new URL(e.name).pathname)).map((e) => e.name);
  });
  expect(fetched.some((url) => url.includes('/assets/mf-home/home-app.'))).toBe(true);
  expect(fetched.filter((url, i) => fetched.indexOf(url) !== i)).toEqual([]);
});
