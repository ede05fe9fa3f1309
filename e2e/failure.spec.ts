import { expect, test, type Page } from '@playwright/test';

test('a parcel that fails to load shows a small error in its place and the rest works', async ({ page }) => {
  await page.route(/\/assets\/mf-student\/.*\.js$/, (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/#/positionList');
  await expect(page.getByRole('alert').filter({ hasText: '该区域加载失败' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
});

/** Serves the page without the site information the server puts into it, as an old or cached page would be. */
async function withoutInlineSite(page: Page): Promise<void> {
  await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="campus-site">[^<]*<\/script>/, '');
    await route.fulfill({ response, body });
  });
}

test('with the API down the page still shows its site, whose information came with the page', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/#/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
});

test('without site information and with the API down the header and footer stay sane and say 请求失败', async ({ page }) => {
  await withoutInlineSite(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/#/');
  await expect(page.getByText('校园招聘平台').first()).toBeVisible();
  await expect(page.getByText('请求失败')).toBeVisible();
});

test('a malformed site answer does not blank the page', async ({ page }) => {
  await withoutInlineSite(page);
  await page.route('**/api/site/getsiteinfo**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', type: 'x' } }) }),
  );
  await page.goto('/#/');
  await expect(page.getByText('校园招聘平台').first()).toBeVisible();
  await expect(page.getByText('请求失败')).toBeVisible();
});

test('a stale login (session check 10008) is cleared at start', async ({ page, context, baseURL }) => {
  const url = new URL(baseURL!);
  await context.addCookies([
    { name: 'user_id', value: '424242', domain: url.hostname, path: '/' },
    { name: 'login_type', value: 'student', domain: url.hostname, path: '/' },
  ]);
  await page.goto('/#/');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'user_id')).toBeUndefined();
  await expect(page.getByRole('button', { name: '学生登录' })).toBeVisible();
});
