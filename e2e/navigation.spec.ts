import { expect, test } from '@playwright/test';
import { displayMode, hostUrl } from './hosts';

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});

test('the title follows the route on the main brand and stays the brand title elsewhere', async ({ page, baseURL }) => {
  await page.goto('/#/positionList');
  await expect(page).toHaveTitle('职位列表 - 启航校招');
  await page.goto('/#/subApp/jobRecommend');
  await expect(page).toHaveTitle('职位推荐 - 启航校招');
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/positionList'));
  await expect(page).toHaveTitle('江海省大学生就业服务平台 - 高校毕业生就业一站式服务');
});

test('each navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.evaluate(() => {
    const tall = document.createElement('div');
    tall.style.height = '4000px';
    document.getElementById('app-main')?.appendChild(tall);
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '职位推荐' }).click();
  await expect(page).toHaveURL(/#\/subApp\/jobRecommend$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('layout flags hide the header and footer where the spec says', async ({ page }) => {
  await page.goto('/#/videoDetail');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByText('京ICP备2026011201号-1')).toHaveCount(0);
  await page.goto('/#/subApp/interviewRoom');
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await expect(page.getByText('京ICP备2026011201号-1')).toHaveCount(0);
  await page.goto('/#/about');
  await expect(page).toHaveURL(/#\/about$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
});

test('the about page exists only where show_about is 1', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/about'));
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('link', { name: '关于我们' })).toHaveCount(0);
});

test('isLogin=1 asks a visitor to log in as a student', async ({ page }) => {
  await page.goto('/#/?isLogin=1');
  // The request travels on dialog$ and wakes the auth parcel, which owns the dialogs.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/mf-auth/')))).toBe(true);
});

for (const [host, mode] of [
  ['gate.localhost', 'transferLogin'],
  ['org.localhost', 'organiserLogin'],
  ['province.localhost', 'normal'],
] as const) {
  test(`isLogin=1 opens the student login on ${host} too`, async ({ page, baseURL }) => {
    await page.goto(hostUrl(baseURL, host, '/#/?isLogin=1'));
    await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
    // over the host's own page (the landing and organiser pages have no header)
    expect(await displayMode(page)).toBe(mode);
  });
}
