import { expect, test } from '@playwright/test';

test('the import-map-overrides devtools appear only with localStorage.devtools', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/#/');
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);
  // visitors without overrides do not download the tool
  expect(scripts.filter((u) => u.includes('import-map-overrides'))).toEqual([]);
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.locator('import-map-overrides-full button').first()).toBeVisible();
});

test('QA can swap one parcel for a build served elsewhere', async ({ page, baseURL }) => {
  // A stand-in for `npm run dev -w mf-home` on another port: a System module that renders a marker.
  const overrideUrl = `${baseURL}/__qa__/mf-home.js`;
  await page.route(overrideUrl, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `System.register([], function (e) { return { execute: function () {
        e('bootstrap', function () { return Promise.resolve(); });
        e('mount', function (p) { p.domElement.textContent = 'QA 覆盖的首页'; return Promise.resolve(); });
        e('unmount', function (p) { p.domElement.textContent = ''; return Promise.resolve(); });
      } }; });`,
    }),
  );
  await page.goto('/#/');
  await page.evaluate((url) => localStorage.setItem('import-map-override:@campus/mf-home', url), overrideUrl);
  await page.reload();
  await expect(page.getByText('QA 覆盖的首页')).toBeVisible();
  // The rest of the site is still the real one.
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});
