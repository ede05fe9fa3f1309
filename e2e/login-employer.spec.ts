import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, cookie, nextSmsCode, smsCount, solveCaptcha } from './auth-steps';
import { hostUrl } from './hosts';

// The employer dialog (spec §2, §4, §5): password login, register, forgot password, each landing in /company/.

function employerPhone(): string {
  return `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function openEmployerDialog(page: Page, baseURL: string | undefined) {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '我要招人' }).click();
  const dialog = page.getByRole('dialog', { name: '企业登录' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the demo employer logs in with the password after the slider and lands in /company/#/', async ({ page, baseURL }) => {
  const dialog = await openEmployerDialog(page, baseURL);
  await expect(dialog.getByRole('complementary', { name: '平台数据' })).toContainText('1500+');
  await expect(dialog.getByRole('complementary', { name: '平台数据' })).toContainText('800万+');
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13900000001');
  const password = dialog.getByLabel('密码', { exact: true });
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '显示密码' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.press('Enter');
  await solveCaptcha(page);
  await expect(page).toHaveURL(/\/company\/#\/$/);
  await expect(page.getByText('临江智造科技有限公司')).toBeVisible();
  expect(await cookie(page, 'login_type')).toBe('company');
  expect(await cookie(page, 'platform')).toBe('qiye');
});

test('a wrong password is refused with the server’s message', async ({ page, baseURL }) => {
  const dialog = await openEmployerDialog(page, baseURL);
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13900000001');
  await dialog.getByLabel('密码', { exact: true }).fill('Wrong@2026');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await solveCaptcha(page);
  await expect(page.getByText('手机号或密码错误')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a new employer registers, resets the password, and logs in with the new one', async ({ page, request, baseURL }) => {
  // three sliders and three password hashes at production cost (scrypt 2^17, at most half the thread pool at once)
  test.slow();
  const phone = employerPhone();
  const dialog = await openEmployerDialog(page, baseURL);
  await dialog.getByRole('button', { name: '立即注册' }).click();
  const register = page.getByRole('dialog', { name: '企业注册' });
  await register.getByRole('textbox', { name: '手机号' }).fill(phone);
  let before = await smsCount(request, phone);
  await register.getByRole('button', { name: '获取验证码' }).click();
  await solveCaptcha(page);
  await expect(register.getByRole('button', { name: /^(30|29)s后可重试$/ })).toBeDisabled();
  await register.getByRole('textbox', { name: '验证码' }).fill(await nextSmsCode(request, phone, before));
  await register.getByLabel('密码', { exact: true }).fill('First@123');
  await register.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/company\/#\/\?isregu=true$/);

  // forgot password, in a browser without that session
  await page.context().clearCookies();
  const again = await openEmployerDialog(page, baseURL);
  await again.getByRole('button', { name: '忘记密码？' }).click();
  const forgot = page.getByRole('dialog', { name: '找回密码' });
  await forgot.getByRole('textbox', { name: '手机号' }).fill(phone);
  before = await smsCount(request, phone);
  await forgot.getByRole('button', { name: '获取验证码' }).click();
  await solveCaptcha(page);
  await forgot.getByRole('textbox', { name: '验证码' }).fill(await nextSmsCode(request, phone, before));
  await forgot.getByRole('button', { name: '下一步' }).click();
  await expect(forgot.getByText('设置新密码')).toBeVisible();
  await forgot.getByLabel('新密码', { exact: true }).fill('Second@456');
  await forgot.getByLabel('确认密码', { exact: true }).fill('Second@457');
  await forgot.getByRole('button', { name: '确认修改' }).click();
  await expect(forgot.getByText('两次输入的密码不一致')).toBeVisible();
  await forgot.getByLabel('确认密码', { exact: true }).fill('Second@456');
  await forgot.getByLabel('确认密码', { exact: true }).press('Enter');
  await expect(page.getByText('密码修改成功，请使用新密码登录')).toBeVisible();

  const login = page.getByRole('dialog', { name: '企业登录' });
  await expect(login.getByRole('textbox', { name: '手机号' })).toHaveValue(phone);
  await login.getByLabel('密码', { exact: true }).fill('Second@456');
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await solveCaptcha(page);
  await expect(page).toHaveURL(/\/company\/#\/$/);
});

test('the employer code form checks the phone before asking for a code', async ({ page, baseURL }) => {
  const dialog = await openEmployerDialog(page, baseURL);
  await dialog.getByRole('tab', { name: '验证码登录' }).click();
  await dialog.getByRole('textbox', { name: '手机号' }).fill('1390000');
  await dialog.getByRole('button', { name: '获取验证码' }).click({ force: true });
  await expect(dialog.getByText('请输入正确的手机号', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByText('请输入验证码', { exact: true })).toBeVisible();
});
