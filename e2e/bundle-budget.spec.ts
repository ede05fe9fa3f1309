import { expect, test } from '@playwright/test';
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
