import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-steps';
import { hostUrl } from './hosts';

// gate.localhost: the school landing page (spec §2 "Landing page of a school site").

const entrance = (page: import('@playwright/test').Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('background, badge, school name, the three entrances, the students’ QR code and the footer', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'gate.localhost', '/#/'));
  await expect(page.getByRole('heading', { level: 1, name: '云山师范学院' })).toBeVisible();
  await expect(page.getByText('云山师范学院就业服务平台')).toBeVisible();
  await expect(page.locator('[style*="yunshan-campus.svg"]')).toHaveCount(1);
  for (const name of ['企业入口', '学生入口', '学校/院系后台']) await expect(entrance(page, name)).toBeVisible();
  await expect(entrance(page, '学生入口').getByRole('img', { name: '学生端微信扫码二维码' })).toHaveAttribute('src', /^data:image\//);
  await expect(page.getByText('本平台为省级人才主管部门建设，企业发布的岗位经审核后向全体高校共享。')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
});

test('a visitor gets each entrance’s login', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'gate.localhost', '/#/'));
  await entrance(page, '企业入口').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '企业登录' })).toBeVisible();
  await page.keyboard.press('Escape');
  await entrance(page, '学生入口').getByRole('button', { name: '学生登录' }).click();
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
  await page.keyboard.press('Escape');
  await entrance(page, '学校/院系后台').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '学校登录' })).toBeVisible();
});

test('a school admin already logged in opens the back office directly', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'gate.localhost', '/#/'));
  await entrance(page, '学校/院系后台').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '学校登录' });
  await dialog.getByRole('textbox', { name: '用户名' }).fill('linjiang_admin');
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/school\/#\/dashboard$/);

  await page.goto(hostUrl(baseURL, 'gate.localhost', '/#/'));
  await entrance(page, '学校/院系后台').getByRole('button', { name: '进入后台' }).click();
  await expect(page).toHaveURL(/gate\.localhost:\d+\/school\/#\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
