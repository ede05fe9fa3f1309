import { expect, test } from '@playwright/test';
import { displayMode, hostUrl } from './hosts';

// Each demo host of docs/architecture.md §5 opens to the kind of site the spec's "Site-type display" gives it.

test('localhost is the main platform with its header and footer', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'localhost'));
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'AI模拟面试' })).toBeVisible();
  await expect(page.getByRole('button', { name: '学生登录' })).toBeVisible();
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await expect(page.getByText('北京总部')).toBeVisible();
  expect(await displayMode(page)).toBe('normal');
  await expect(page).toHaveTitle('启航校招 - 大学生求职就业服务平台');
});

test('school.localhost is a school site named after its school', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost'));
  await expect(page.getByText('临江大学站')).toBeVisible();
  // AI resume on, interview and career book off for this school.
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('button', { name: 'AI简历' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'AI模拟面试' })).toHaveCount(0);
  expect(await displayMode(page)).toBe('normal');
});

test('dept.school.localhost goes to the college positions with the department menu', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'dept.school.localhost'));
  await expect(page).toHaveURL(/#\/subApp\/collegePosition$/);
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '职位' })).toHaveAttribute('href', '#/subApp/collegePosition?from=0');
  await expect(nav.getByRole('link', { name: '企业' })).toHaveAttribute('href', '#/subApp/collegeCompany?from=1');
});

test('gate.localhost is the school landing page without the platform header', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'gate.localhost'));
  await expect.poll(() => displayMode(page)).toBe('transferLogin');
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
});

test('fair.localhost is the normal site with the channel badge, title and subtitle', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'fair.localhost'));
  // The home's "about this job fair" block repeats the title, so look in the header only.
  const header = page.locator('#app-header');
  await expect(header.getByText('2026届高校毕业生春季双选会')).toBeVisible();
  await expect(header.getByText('百所高校 · 千家企业 · 万个岗位')).toBeVisible();
  expect(await displayMode(page)).toBe('normal');
});

test('org.localhost is the employer and organiser login page', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'org.localhost'));
  await expect.poll(() => displayMode(page)).toBe('organiserLogin');
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
});

test('hire.localhost goes to the employer back office', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'hire.localhost'));
  await expect(page).toHaveURL(/\/company\/#\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('企业');
});

test('province.localhost has the older header, its own footer and the floating contact box', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'province.localhost'));
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByText('简历', { exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: '职位' })).toBeVisible();
  await expect(page.getByText('江ICP备2026021502号-2')).toBeVisible();
  const contact = page.getByRole('complementary', { name: '联系我们' });
  // in the brand's green, like its header, not the main brand's blue
  expect(await contact.getByRole('button', { name: '联系我们' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 123, 108)');
  await contact.getByRole('button', { name: '联系我们' }).hover();
  await expect(contact.getByText('9:00-18:00')).toBeVisible();
  // is_hide_logo: no technical-support logo.
  await expect(page.getByRole('img', { name: '技术支持单位标志' })).toHaveCount(0);
  await expect(page).toHaveTitle(/江海省大学生就业服务平台/);
  // the home shows its four figures in its own strip; the footer does not repeat them there
  await expect(page.getByText('500000+')).toHaveCount(1);
});

test('yunling.localhost, the second provincial platform, has the older header and home with its own name, filing and contacts', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'yunling.localhost'));
  await expect(page).toHaveTitle(/云岭省高校毕业生就业服务网/);
  await expect(page.getByRole('navigation', { name: '主导航' }).getByText('简历', { exact: true })).toBeVisible();
  await expect(page.getByText('云ICP备2026040711号-1')).toBeVisible();
  // the old-style home states the spec's figures, once
  await expect(page.getByText('500000+')).toHaveCount(1);
  // nothing of the other province
  await expect(page.getByText('江海省', { exact: false })).toHaveCount(0);
  const contact = page.getByRole('complementary', { name: '联系我们' });
  await contact.getByRole('button', { name: '联系我们' }).hover();
  await expect(contact.getByRole('link', { name: '0871-65102002' })).toBeVisible();
});

test('an unknown host gets the main platform', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'nowhere.localhost'));
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await expect(page).toHaveTitle('启航校招 - 大学生求职就业服务平台');
});
