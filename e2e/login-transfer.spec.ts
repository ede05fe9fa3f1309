import { expect, test, type Page } from '@playwright/test';
import { cookie, freshPhone, logInEmployerByApi, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';

// The login hand-off between two of our sites (spec §2 /transferPage, docs/architecture.md §4): a signed single-use
// ticket.

type SharedUtils = { transferUrl(target: string): Promise<string> };

/** The hand-off address the page itself builds (as a college link does), with its ticket. */
async function handOffUrl(page: Page, target: string): Promise<string> {
  await page.waitForFunction(() => 'System' in window);
  return page.evaluate(
    (t) => (window as unknown as { System: { import(n: string): Promise<SharedUtils> } }).System.import('@campus/shared-utils').then((m) => m.transferUrl(t)),
    target,
  );
}

test('a student on localhost is handed over to school.localhost and lands home logged in there', async ({ page, browser, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone());
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  const url = await handOffUrl(page, hostUrl(baseURL, 'school.localhost'));
  expect(url).toMatch(/school\.localhost:\d+\/#\/transferPage\?user_id=\d+&login_type=student&ticket=/);

  await page.goto(url);
  await expect(page).toHaveURL(/school\.localhost:\d+\/#\/$/);
  await expect(page.getByText('临江大学站')).toBeVisible();
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  expect(await cookie(page, 'login_type', 'school.localhost')).toBe('student');

  // the ticket was used: the same link in another browser logs nobody in
  const other = await browser.newContext({ locale: 'zh-CN' });
  const replay = await other.newPage();
  await replay.goto(url);
  await expect(replay.getByRole('alert')).toHaveText('登录凭证无效，请重新登录');
  await expect(replay.getByRole('link', { name: '返回首页' })).toBeVisible();
  expect((await other.cookies()).find((c) => c.name === 'user_id')).toBeUndefined();
  await other.close();
});

test('an employer is handed over to the school landing host (gate.localhost)', async ({ page, baseURL }) => {
  const key = await logInEmployerByApi(page, baseURL);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  const url = await handOffUrl(page, hostUrl(baseURL, 'gate.localhost'));
  expect(url).toContain(`com_key_user=${key}&login_type=company&ticket=`);
  await page.goto(url);
  await expect(page).toHaveURL(/gate\.localhost:\d+\/#\/$/);
  expect(await cookie(page, 'com_key_user', 'gate.localhost')).toBe(key);
  expect(await cookie(page, 'login_type', 'gate.localhost')).toBe('company');
});

test('an employer handed over to a site whose home is the employer back office (hire.localhost) logs in there first, then lands in it', async ({ page, baseURL }) => {
  const key = await logInEmployerByApi(page, baseURL);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  const url = await handOffUrl(page, hostUrl(baseURL, 'hire.localhost'));
  await page.goto(url);
  await expect(page).toHaveURL(/hire\.localhost:\d+\/company\/#\/$/);
  await expect(page.getByText('当前登录身份', { exact: true })).toBeVisible();
  expect(await cookie(page, 'com_key_user', 'hire.localhost')).toBe(key);
  // its home would bring the employer back here: the page offers none
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveCount(0);
});

test('a link without a valid ticket logs nobody in', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/transferPage?user_id=1&login_type=student&ticket=forged.ticket'));
  await expect(page.getByRole('alert')).toHaveText('登录凭证无效，请重新登录');
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/transferPage?user_id=1&login_type=student'));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('登录凭证无效，请重新登录');
  expect(await cookie(page, 'user_id', 'school.localhost')).toBeUndefined();
  await expect(page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '学生登录' })).toBeVisible();
});
