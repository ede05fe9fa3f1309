import { expect, test, type Page } from '@playwright/test';
import { cookie, freshPhone, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';

// school.localhost: the configurable home (spec §2 "Home, other sites on the main brand's hosts").

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** The items of a block's current page. */
const shown = (page: Page, name: string) => region(page, name).getByRole('list').getByRole('listitem');

test('the header image, the statistics and the blocks in the server’s order', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(page.getByRole('img', { name: '临江大学' })).toBeVisible();
  // the tab is named after the school, not the platform
  await expect(page).toHaveTitle('临江大学');
  const stats = region(page, '就业数据');
  await expect(stats.getByRole('definition')).toHaveText(['326', '12800+', '48', '96.3%']);
  await expect(region(page, '关于本届双选会')).toBeVisible();
  await expect(region(page, '最新职位')).toBeVisible();
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles).toEqual(['就业数据', '院系专区', '名企专区', '推荐企业', '行业精选', '近期双选会', '就业指导', '最新职位', '专题招聘', '关于本届双选会']);
});

test('page sizes: colleges 12, company zone 12, big four 11, companies 8, job fairs 3, zone three 4, zone four 12', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(shown(page, '院系专区')).toHaveCount(8);
  await expect(shown(page, '名企专区')).toHaveCount(12);
  await expect(shown(page, '行业精选')).toHaveCount(11);
  await expect(shown(page, '推荐企业')).toHaveCount(8);
  await expect(shown(page, '近期双选会')).toHaveCount(3);
  await expect(region(page, '就业指导').getByRole('link')).toHaveCount(4);
  await expect(shown(page, '专题招聘')).toHaveCount(12);
  const fairs = region(page, '近期双选会');
  await fairs.getByRole('button', { name: '下一页' }).click();
  await expect(fairs.getByText('2/3')).toBeVisible();
  await expect(shown(page, '近期双选会').first()).toContainText('先进制造与新能源专场');
});

// the header turning fixed on the first scroll used to take its place a render late: the page jumped 65 px
// under the reader, and a click aimed during that scroll (下一页 here) landed beside its target
test('the first scroll stays where it was put while the header turns fixed', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(shown(page, '近期双选会')).toHaveCount(3);
  const fairs = region(page, '近期双选会');
  const top = () => fairs.evaluate((e) => Math.round(e.getBoundingClientRect().top));
  const before = await top();
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect(page.locator('[data-fixed="true"]')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY)).toBe(1000);
  expect(await top()).toBe(before - 1000);
});

test('zone items open by their config_type in a new tab', async ({ page, context, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const opens = async (name: string, block: string) => {
    const [tab] = await Promise.all([context.waitForEvent('page'), region(page, block).getByRole('link', { name }).click()]);
    await tab.waitForLoadState();
    const url = decodeURIComponent(tab.url());
    await tab.close();
    return url;
  };
  expect(await opens('实习岗位推荐', '就业指导')).toMatch(/\/#\/positionList\?zoneid=\d+&title=实习岗位推荐$/);
  expect(await opens('春季双选会企业', '专题招聘')).toMatch(/\/#\/companyList\?zoneid=\d+&title=春季双选会企业$/);
  expect(await opens('外资企业', '名企专区')).toMatch(/\/#\/companyList\?zoneid=\d+&title=外资企业$/);
  expect(await opens('简历写作公开课', '就业指导')).toMatch(/\/#\/wenList\?id=\d+&title=简历写作公开课$/);
  expect(await opens('面试技巧视频', '就业指导')).toMatch(/\/#\/contentListNew\?id=\d+&title=面试技巧视频$/);
  // a web address (config_type 6) of the demo opens one of our own pages
  expect(await opens('AI简历诊断', '就业指导')).toMatch(/\/#\/subApp\/aiIntroduction$/);
});

test('job fairs and companies open in new tabs; positions show 20 with show-all and collapse', async ({ page, context, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const [fair] = await Promise.all([context.waitForEvent('page'), shown(page, '近期双选会').first().getByRole('link').click()]);
  await fair.waitForLoadState();
  expect(fair.url()).toMatch(/\/#\/jobFair\?id=\d+$/);
  await fair.close();

  const positions = region(page, '最新职位');
  await positions.scrollIntoViewIfNeeded();
  await expect(positions.getByRole('listitem')).toHaveCount(20);
  await positions.getByRole('button', { name: '展开全部' }).click();
  await expect(positions.getByRole('listitem')).toHaveCount(60);
  await positions.getByRole('button', { name: '收起' }).click();
  await expect(positions.getByRole('listitem')).toHaveCount(20);
});

test('"about this job fair" opens its image in a dialog', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await region(page, '关于本届双选会').getByRole('button', { name: '查看大图', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '关于本届双选会' });
  await expect(dialog.getByRole('img', { name: '关于本届双选会' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a visitor opening a college goes to that college’s own site, without ids', async ({ page, context, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const [tab] = await Promise.all([context.waitForEvent('page'), region(page, '院系专区').getByRole('button', { name: '计算机与人工智能学院' }).click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/^http:\/\/dept\.school\.localhost:\d+\/#\/(subApp\/collegePosition)?$/);
  expect(tab.url()).not.toContain('transferPage');
});

test('a logged-in student opening a college is handed over to it and lands there logged in', async ({ page, context, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone(), 'school.localhost');
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), region(page, '院系专区').getByRole('button', { name: '经济管理学院' }).click()]);
  const handOff = await tab.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/transferlogin');
  const sent = new URL(handOff.url()).searchParams;
  expect(sent.get('login_type')).toBe('student');
  expect(sent.get('user_id')).toMatch(/^\d+$/);
  expect(sent.get('ticket')).toBeTruthy();
  expect(new URL(handOff.url()).hostname).toBe('em.school.localhost');
  await expect(tab).toHaveURL(/^http:\/\/em\.school\.localhost:\d+\/#\/subApp\/collegePosition$/);
  expect(await cookie(tab, 'login_type', 'em.school.localhost')).toBe('student');
});
