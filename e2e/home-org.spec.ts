import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInEmployerByApi } from './auth-steps';
import { hostUrl } from './hosts';

// org.localhost: the employer and organiser login page (spec §2, type 3 with show_content ≠ 3).

test('title and subtitle from the site config, and the organiser form', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'org.localhost', '/#/'));
  await expect(page.getByRole('heading', { level: 1, name: '高新区重点企业校园招聘季' })).toBeVisible();
  await expect(page.getByText('主办方与参会企业登录入口', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '企业登录' }).click();
  await expect(page.getByRole('dialog', { name: '企业登录' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '主办方管理' }).click();
  await expect(page.getByRole('dialog', { name: '主办方登录' })).toBeVisible();
});

test('a visitor already logged in as an employer goes to /company/#/', async ({ page, baseURL }) => {
  await logInEmployerByApi(page, baseURL, '13900000001', 'org.localhost');
  await page.goto(hostUrl(baseURL, 'org.localhost', '/#/'));
  await expect(page).toHaveURL(/org\.localhost:\d+\/company\/#\/$/);
});

test('a channel admin already logged in goes to /op/#/schoolBroad/index', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'org.localhost', '/#/'));
  await page.getByRole('button', { name: '主办方管理' }).click();
  const dialog = page.getByRole('dialog', { name: '主办方登录' });
  await dialog.getByRole('textbox', { name: '用户名' }).fill('fair_admin');
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/op\/#\/schoolBroad\/index$/);
  await page.goto(hostUrl(baseURL, 'org.localhost', '/#/'));
  await expect(page).toHaveURL(/org\.localhost:\d+\/op\/#\/schoolBroad\/index$/);
});
