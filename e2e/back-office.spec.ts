import { expect, test } from '@playwright/test';

for (const [path, name] of [['/school/', '学校'], ['/company/', '企业'], ['/op/', '主办方']] as const) {
  test(`the ${path} placeholder says it stands in for the ${name} back office`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('当前没有登录')).toBeVisible();
  });
}
