import { expect, test } from '@playwright/test';
import { cookie, freshPhone, logInEmployerByApi, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';

// Log-out with its confirm and back type 0 (spec §2, §4, §8), switch identity (§6), forced log-out (20011) and
// the start-up session check (10008).

test('a student logs out after the confirm: cookies and session gone, back home as a visitor', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone());
  // a student whose session the start-up check confirms gets the student info loaded once
  const info = page.waitForResponse((r) => r.url().includes('/api/user/getcommon'));
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  expect((await (await info).json()).data.code).toBe(0);
  await page.getByRole('button', { name: '个人中心' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog', { name: '确认退出登录吗？' });
  await expect(confirm.getByRole('button', { name: '取消' })).toBeVisible();
  // Escape closes it with the focus back on the menu's button (the chosen item went with the menu)
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: '个人中心' })).toBeFocused();
  await page.getByRole('button', { name: '个人中心' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '学生登录' })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  expect(await cookie(page, 'user_id')).toBeUndefined();
  expect(await cookie(page, 'login_type')).toBeUndefined();
  const common = await (await page.context().request.get(hostUrl(baseURL, 'localhost', '/api/user/getcommon'))).json();
  expect(common.data.code).toBe(20011);
});

test('a log-out on 投递反馈 or 我的收藏 keeps the page, which asks for the student login (back types 5 and 6)', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone());
  for (const [route, heading] of [
    ['/#/subApp/deliveryFeedback?from=3', '登录后即可查看投递反馈'],
    ['/#/subApp/myCollect?from=3', '登录后即可查看我的收藏'],
  ] as const) {
    if (route.includes('myCollect')) await logInStudentByApi(page, baseURL, freshPhone());
    await page.goto(hostUrl(baseURL, 'localhost', route));
    await page.getByRole('button', { name: '个人中心' }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog', { name: '确认退出登录吗？' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(new URL(page.url()).hash).toBe(route.slice(1));
    expect(await cookie(page, 'user_id')).toBeUndefined();
  }
});

test('a failed log-out call says 接口调用失败 and changes nothing', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone());
  await page.route('**/api/user/loginout**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ apiStatus: false, msg: '服务器错误', data: { code: 50001, msg: '服务器错误' } }) }),
  );
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('button', { name: '个人中心' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog', { name: '确认退出登录吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('接口调用失败')).toBeVisible();
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  expect(await cookie(page, 'user_id')).toMatch(/^\d+$/);
  expect(await cookie(page, 'login_type')).toBe('student');
});

test('the older header asks 提示 / 是否确定退出？ and goes to the login page', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone(), 'province.localhost');
  await page.goto(hostUrl(baseURL, 'province.localhost', '/#/resume'));
  await page.getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm).toContainText('是否确定退出？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '学生登录注册' })).toBeVisible();
  expect(await cookie(page, 'user_id', 'province.localhost')).toBeUndefined();
});

test('an employer asking for my resume gets the switch-identity dialog, which leads to the student login', async ({ page, baseURL }) => {
  await logInEmployerByApi(page, baseURL);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('button', { name: '个人中心' }).click();
  await page.getByRole('button', { name: '我的简历' }).click();
  const dialog = page.getByRole('dialog', { name: '切换身份' });
  await expect(dialog).toContainText('当前登录身份是企业');
  await expect(dialog).toContainText('切换为学生身份登录后方可查看');
  await dialog.getByRole('button', { name: '切换为学生' }).click();
  // the employer is logged out first (back type 1): no employer session stays beside the student's
  await page.getByRole('dialog', { name: '确认退出登录吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
  expect(await cookie(page, 'login_type')).toBeUndefined();
  expect(await cookie(page, 'user_id')).toBeUndefined();
});

test('a call answered 20011 removes user_id and sends a non-root host to #/login', async ({ page, context, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone(), 'fair.localhost');
  await page.goto(hostUrl(baseURL, 'fair.localhost', '/#/'));
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  // the server forgets the session (e.g. it expired); the next call that needs it answers 20011
  await context.clearCookies({ name: 'uniq_user_token' });
  await page.evaluate(() =>
    (window as unknown as { System: { import(name: string): Promise<{ api: { user: { getCommon(): Promise<unknown> } } }> } }).System.import('@campus/shared-utils').then((m) => m.api.user.getCommon()),
  );
  await expect(page).toHaveURL(/#\/login$/);
  await expect.poll(() => cookie(page, 'user_id', 'fair.localhost')).toBeUndefined();
  await expect(page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '学生登录' })).toBeVisible();
});

test('a session the server no longer knows is cleared at start (10008)', async ({ page, context, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone());
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  await context.clearCookies({ name: 'uniq_user_token' });
  await page.reload();
  await expect(page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '学生登录' })).toBeVisible();
  await expect.poll(() => cookie(page, 'user_id')).toBeUndefined();
  expect(await cookie(page, 'login_type')).toBeUndefined();
});
