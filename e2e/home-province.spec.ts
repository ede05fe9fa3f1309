import { expect, test } from '@playwright/test';
import { freshPhone, logInFromDialog } from './auth-steps';
import { hostUrl } from './hosts';

// province.localhost: the old-style home (spec §2 "Home, old style for other hosts").

test('three entry cards, three selling points and the four figures', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/'));
  const main = page.getByRole('main');
  for (const name of ['学生求职', '企业招聘', '高校管理']) await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('region', { name: '平台优势' }).getByRole('heading', { level: 2 })).toHaveCount(3);
  const figures = page.getByRole('region', { name: '服务成果' });
  await expect(figures.getByRole('definition')).toHaveText(['500000+', '20000+', '1000+', '1+X']);
});

test('student job seeking shows a real QR code to scan with WeChat for more positions', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/'));
  await page.getByRole('button', { name: '找工作' }).click();
  const dialog = page.getByRole('dialog', { name: '学生求职' });
  const qr = dialog.getByRole('img', { name: '微信扫码查看更多职位' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\//);
  await expect(dialog.getByText('更多职位，请使用微信扫码查看')).toBeVisible();
});

test('"improve resume" takes a visitor to /login, and once logged in on that page, on to the resume', async ({ page, baseURL, request }) => {
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/'));
  await page.getByRole('main').getByRole('link', { name: '完善简历' }).click();
  await expect(page).toHaveURL(/#\/login\?to=\/resume$/);
  // the login page's form, not a dialog: it goes on to the resume once the student is in
  const form = page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name: '学生登录注册' }) });
  await logInFromDialog(page, request, freshPhone(), form);
  await expect(page).toHaveURL(/#\/resume$/);
});

test('the employer and university cards open the company and university portals in new windows', async ({ page, context, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/'));
  const [company] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '企业招聘：立即进入' }).click()]);
  await expect(company).toHaveURL(/province\.localhost:\d+\/company\/#\/$/);
  const [school] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '高校管理：立即进入' }).click()]);
  await expect(school).toHaveURL(/province\.localhost:\d+\/school\/#\/dashboard$/);
});
