import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, cookie, solveCaptcha } from './auth-steps';
import { hostUrl } from './hosts';

// School, department and channel admins (spec §2, §4, §5, §8): username and password, back offices, the freeze.

async function openSchoolLogin(page: Page, baseURL: string | undefined) {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '学校登录' }).click();
  const dialog = page.getByRole('dialog', { name: '学校登录' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the school admin (user_type 0) lands on /school/#/dashboard', async ({ page, baseURL }) => {
  const dialog = await openSchoolLogin(page, baseURL);
  const username = dialog.getByRole('textbox', { name: '用户名' });
  await username.focus();
  await username.blur();
  await expect(dialog.getByText('请输入用户名', { exact: true })).toBeVisible();
  await username.fill('linjiang_admin');
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/school\/#\/dashboard$/);
  await expect(page.getByText('临江大学（linjiang_admin）')).toBeVisible();
  expect(await cookie(page, 'login_type')).toBe('school');
  expect(await cookie(page, 'user_type')).toBe('0');
});

test('the department admin (user_type 1) lands on /school/#/lifeDecide', async ({ page, baseURL }) => {
  const dialog = await openSchoolLogin(page, baseURL);
  await dialog.getByRole('textbox', { name: '用户名' }).fill('linjiang_cs');
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/school\/#\/lifeDecide$/);
  await expect(page.getByText('linjiang_cs')).toBeVisible();
});

test('a wrong school password says 请输入正确的用户名和密码; 忘记密码 shows the contacts', async ({ page, baseURL }) => {
  const dialog = await openSchoolLogin(page, baseURL);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByText('请输入用户名', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入密码', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '用户名' }).fill('linjiang_admin');
  await dialog.getByLabel('密码', { exact: true }).fill('nope');
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  await expect(dialog.getByRole('alert').filter({ hasText: '请输入正确的用户名和密码' })).toBeVisible();
  await dialog.getByRole('button', { name: '忘记密码' }).click();
  const info = page.getByRole('dialog', { name: '忘记密码, 请与我们联系' });
  await expect(info.getByText('联系电话')).toBeVisible();
  await expect(info.getByText('电子邮箱')).toBeVisible();
  await expect(info.getByText('座机')).toBeVisible();
  await info.getByRole('button', { name: '我知道了' }).click();
  await expect(info).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: '用户名' })).toHaveValue('linjiang_admin');
});

async function openChannelLogin(page: Page, baseURL: string | undefined) {
  await page.goto(hostUrl(baseURL, 'org.localhost', '/#/'));
  await page.getByRole('button', { name: '主办方管理' }).click();
  const dialog = page.getByRole('dialog', { name: '主办方登录' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the channel admin logs in from the organiser page (dialog 522 px) and lands on /op/#/schoolBroad/index', async ({ page, baseURL }) => {
  const dialog = await openChannelLogin(page, baseURL);
  await expect(dialog).toHaveCSS('width', '522px');
  await dialog.getByRole('textbox', { name: '用户名' }).fill('fair_admin');
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/op\/#\/schoolBroad\/index$/);
  await expect(page.getByText('fair_admin')).toBeVisible();
  expect(await cookie(page, 'login_type', 'org.localhost')).toBe('channel');
  expect(await cookie(page, 'platform', 'org.localhost')).toBe('qudao');
});

test('repeated channel failures ask for the slider from the third attempt, then freeze the account: 登录操作频繁，账号已被冻结，请24小时之后再试', async ({ page, baseURL }) => {
  const dialog = await openChannelLogin(page, baseURL);
  // failures count per user name, existing or not; this one is only for this test
  await dialog.getByRole('textbox', { name: '用户名' }).fill(`frozen_${Date.now()}`);
  const password = dialog.getByLabel('密码', { exact: true });
  const alert = dialog.getByRole('alert');
  for (let i = 1; i <= 4; i += 1) {
    await password.fill(`wrong${i}`);
    await password.press('Enter');
    // after two failures the server wants a passed slider before it checks the password
    if (i > 2) await solveCaptcha(page);
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('登录操作频繁，账号已被冻结，请24小时之后再试');
    await expect(dialog.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
  }
  await password.fill('wrong5');
  await password.press('Enter');
  await solveCaptcha(page);
  await expect(alert).toHaveText('登录操作频繁，账号已被冻结，请24小时之后再试');
});
