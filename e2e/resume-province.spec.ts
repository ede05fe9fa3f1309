import { expect, test, type Page } from '@playwright/test';
import { freshPhone, logInEmployerByApi, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';

// Resume pages under the older PC header (province.localhost, spec §2 "Older PC site header"): dark and
// 1200 px wide on resume pages with a log-out button, the resume tab hidden on create/add; the resume
// pages themselves work the same there. Also the gate for visitors and other roles.

const HOST = 'province.localhost';

/** The older header's bar and its centred inner row. */
function header(page: Page) {
  const nav = page.getByRole('navigation', { name: '主导航' });
  return { nav, inner: nav.locator('..'), bar: nav.locator('../..') };
}

test('a student on province.localhost gets the dark, wide header on resume pages and the plain one elsewhere', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInStudentByApi(page, baseURL, freshPhone(), HOST);

  // no resume yet: the resume tab leads to create, where the tab itself is hidden
  await page.goto(hostUrl(baseURL, HOST, '/#/'));
  const { nav, inner, bar } = header(page);
  await expect(nav.getByRole('link', { name: '简历' })).toHaveAttribute('href', '#/resume_create');
  expect((await inner.boundingBox())?.width).toBe(1000);
  await nav.getByRole('link', { name: '简历' }).click();
  await expect(page).toHaveURL(/#\/resume_create$/);
  await expect(page.getByRole('heading', { name: '创建我的简历' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '简历' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  expect((await inner.boundingBox())?.width).toBe(1200);
  await expect(bar).toHaveCSS('background-color', 'rgb(28, 35, 49)');

  // the first step saved: the resume page, with the tab back and active
  const basic = page.getByRole('form', { name: '基本信息' });
  await basic.getByLabel('姓名').fill('周省');
  await basic.getByLabel('性别').selectOption('男');
  await basic.getByLabel('出生日期').fill('2002-10-01');
  await basic.getByLabel('手机号码').fill('13912340000');
  await basic.getByLabel('邮箱').fill('zhou@example.com');
  await basic.getByLabel('现居城市').fill('江海');
  await basic.getByLabel('学校').fill('江海大学');
  await basic.getByLabel('专业').fill('土木工程');
  await basic.getByLabel('学历').selectOption('本科');
  await basic.getByLabel('毕业年份').selectOption('2025');
  await basic.getByRole('button', { name: '保存，下一步' }).click();
  await expect(page.getByRole('form', { name: '求职意向' })).toBeVisible();

  await page.goto(hostUrl(baseURL, HOST, '/#/resume'));
  await expect(page.getByRole('region', { name: '基本信息' }).getByText('周省')).toBeVisible();
  await expect(nav.getByRole('link', { name: '简历' })).toHaveAttribute('aria-current', 'page');
  expect((await inner.boundingBox())?.width).toBe(1200);
  // the footer shows here, and not on the preview (spec §2 layout rules)
  await expect(page.locator('#app-footer')).not.toBeEmpty();
  await page.getByRole('link', { name: '预览 / 打印简历' }).click();
  await expect(page.getByRole('article', { name: '简历：周省' })).toBeVisible();
  await expect(page.locator('#app-footer')).toBeEmpty();
  await expect(bar).toHaveCSS('background-color', 'rgb(28, 35, 49)');
});

test('a visitor on a resume page gets the student login; an employer the switch to a student identity', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, HOST, '/#/resume'));
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
  // closed, the dialog leaves the page's own prompt, which opens it again
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: '登录后即可查看简历' })).toBeVisible();
  await page.getByRole('button', { name: '学生登录' }).click();
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();

  await logInEmployerByApi(page, baseURL, '13900000001', HOST);
  await page.goto(hostUrl(baseURL, HOST, '/#/attentdetail'));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('切换为学生身份登录后方可查看');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
