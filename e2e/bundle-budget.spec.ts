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
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(total).toBeLessThanOrEqual(BUDGETS.firstLoadGzipBytes);
  const parcels = [...scripts.keys()].filter((p) => /\/assets\/mf-(auth|student|content)\//.test(p));
  expect(parcels).toEqual([]);
  // react-hook-form comes with the first form (a dialog or a resume page), never with the home page
  expect([...scripts.keys()].filter((p) => p.includes('/assets/shared-utils-forms/'))).toEqual([]);
});
