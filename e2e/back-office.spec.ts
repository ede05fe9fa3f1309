import { expect, test } from '@playwright/test';
import { hostUrl } from './hosts';

for (const [path, name] of [['/school/', '学校'], ['/company/', '企业'], ['/op/', '主办方']] as const) {
  test(`the ${path} placeholder says it stands in for the ${name} back office`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('当前没有登录')).toBeVisible();
  });
}

// No dead ends (issue 14): each placeholder offers its role's login, a link to the site that opens the dialog.
for (const [path, link, dialog] of [
  ['/school/', '学校 / 院系管理员登录', '学校登录'],
  ['/company/', '企业登录', '企业登录'],
  ['/op/', '渠道主办方登录', '主办方登录'],
] as const) {
  test(`the ${path} placeholder's login link opens the ${dialog} dialog on the site`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  });
}

test('an organiser site that sends everyone to the employer back office lets a visitor log in from there', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'hire.localhost'));
  await expect(page).toHaveURL(/\/company\/#\/$/);
  await page.getByRole('link', { name: '企业登录' }).click();
  await expect(page.getByRole('dialog', { name: '企业登录' })).toBeVisible();
  expect(new URL(page.url()).host).toMatch(/^hire\.localhost:/);
});
