import { expect, test } from '@playwright/test';

test('every API request carries public_source=1', async ({ page }) => {
  const apiCalls: { url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    // Calls of the API client (images such as QR codes are plain GETs, not client calls).
    if (['xhr', 'fetch'].includes(r.resourceType()) && !new URL(r.url()).pathname.endsWith('.json')) apiCalls.push({ url: r.url(), body: r.postData() });
  });
  await page.goto('/#/');
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await page.goto('/#/positionList');
  // a change of hash is no new page: networkidle alone could come before the list has asked for anything
  await expect(page.getByText(/共找到 \d+ 个职位/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) {
    const query = new URL(call.url).searchParams.get('public_source');
    const body = call.body ? new URLSearchParams(call.body).get('public_source') : null;
    expect({ url: call.url, public_source: query ?? body }).toEqual({ url: call.url, public_source: '1' });
  }
});

test('React and the router are fetched once, however many parcels use them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/#/');
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '职位推荐' }).click();
  await page.goto('/#/wenList');
  const count = (prefix: string) => scripts.filter((s) => s.startsWith(prefix)).length;
  // a hash change is a same-document navigation: wait for the content parcel (a router user) to have loaded
  await expect.poll(() => count('/assets/mf-content/')).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(count('/vendor/react.')).toBe(1);
  expect(count('/vendor/react-dom-client.')).toBe(1);
  expect(count('/vendor/react-router.')).toBe(1);
  // the core module (the HTTP client is a chunk of its own beside it)
  expect(count('/assets/shared-utils/shared-utils.')).toBe(1);
});
