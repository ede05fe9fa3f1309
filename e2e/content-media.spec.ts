import { expect, test, type Page } from '@playwright/test';
import { freshPhone, logInFromDialog, logInStudentByQr } from './auth-steps';
import { hostUrl } from './hosts';

// Articles and videos as a student meets them: from the school home's zone items to an article and the next
// one; a video that asks a visitor to log in, brings them back, and resumes where they stopped, in another
// browser too.

/** The address a home zone item opens (zone items open in a new tab; the test follows the link itself). */
async function zoneItemHref(page: Page, title: string): Promise<string> {
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  return String(await link.getAttribute('href'));
}

const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('open an article column from a zone item, read an article with its table, then the next one', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const href = await zoneItemHref(page, '简历写作公开课');
  expect(href).toMatch(/^#\/wenList\?id=\d+&title=/);
  await page.goto(hostUrl(baseURL, 'school.localhost', `/${href}`));
  await expect(page.getByRole('heading', { level: 1, name: '简历写作公开课' })).toBeVisible();

  const first = page.getByRole('main').getByRole('link', { name: /简历/ }).first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/#\/wenDetail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.locator('article');
  await expect(article.getByRole('table').first()).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // nothing of the page's own code runs from the body: no script, no inline handler
  expect(await article.evaluate((el) => el.querySelectorAll('script, [onclick], [onerror], a[href^="javascript:"]').length)).toBe(0);

  const next = page.getByRole('navigation', { name: '上下篇' }).getByRole('listitem').filter({ hasText: '下一篇' }).getByRole('link');
  const nextTitle = (await next.textContent())!.trim();
  expect(nextTitle).not.toBe(title);
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
});

test('a visitor who plays a video logs in from the prompt, comes back to it, and resumes at the saved second after a reload and in another browser', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const href = await zoneItemHref(page, '面试技巧视频');
  await page.goto(hostUrl(baseURL, 'school.localhost', `/${href}`));
  await page.getByRole('tab', { name: '视频' }).click();
  await page.getByRole('link', { name: /面试自我介绍三步法/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /面试自我介绍三步法/ })).toBeVisible();
  const videoUrl = page.url();

  // a visitor's play is stopped and the student login opens
  await page.locator('video').evaluate((v: HTMLVideoElement) => void v.play().catch(() => undefined));
  const login = page.getByRole('dialog', { name: '学生登录注册' });
  await expect(login).toBeVisible();
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  const phone = freshPhone();
  await logInFromDialog(page, request, phone);
  // jump mode 2: back on the video
  expect(page.url()).toBe(videoUrl);

  // the student watches up to second 17: the seek is reported and stored
  const saved = page.waitForResponse((r) => r.url().includes('/api/abilityimprovement/watched'));
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.currentTime = 17;
  });
  expect((await (await saved).json()).data).toMatchObject({ code: 0, seconds: 17 });
  // a few seconds later the student moves on and reloads at once: the last position is kept (it used to be
  // dropped as too soon after the one before, and a report on leaving died with the page)
  await page.waitForTimeout(1_200);
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.currentTime = 23;
  });
  await page.reload();
  await expect(page.getByText('已为您从 0:23 继续播放')).toBeVisible();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(22.9);
  // and back to 17, for the other browser below
  const again = page.waitForResponse((r) => r.url().includes('/api/abilityimprovement/watched'));
  await page.waitForTimeout(1_200);
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.currentTime = 17;
  });
  expect((await (await again).json()).data).toMatchObject({ code: 0, seconds: 17 });

  // another browser, the same student
  const other = await browser.newContext({ locale: 'zh-CN' });
  const second = await other.newPage();
  await logInStudentByQr(second, baseURL, phone, 'school.localhost');
  await second.goto(videoUrl);
  await expect(second.getByText('已为您从 0:17 继续播放')).toBeVisible();
  await expect.poll(() => videoTime(second)).toBeGreaterThanOrEqual(16.9);
  await other.close();
});

test('a student who plays a video for a few seconds and closes the tab resumes there: the report on leaving outlives the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await logInStudentByQr(page, baseURL, freshPhone(), 'school.localhost');
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await page.goto(hostUrl(baseURL, 'school.localhost', `/${await zoneItemHref(page, '面试技巧视频')}`));
  await page.getByRole('tab', { name: '视频' }).click();
  await page.getByRole('link', { name: /面试自我介绍三步法/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /面试自我介绍三步法/ })).toBeVisible();
  const videoUrl = page.url();
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/abilityimprovement/watched')) reports.push(r.url());
  });
  // plain playing, no seek: under the 10 s of the periodic report, only the report on leaving can save it
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(reports).toEqual([]);
  await page.close({ runBeforeUnload: true });

  const next = await context.newPage();
  await next.goto(videoUrl);
  await expect(next.getByText(/^已为您从 0:0[3-9] 继续播放$/)).toBeVisible();
  await context.close();
});

test('the about page of localhost shows the brand, its figures and hotlines, and leads home', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/#\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /^关于/ })).toBeVisible();
  await expect(page.getByText('9:00-18:00').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).first().click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});

test('a host without the about page sends /about home', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/about'));
  await expect(page).toHaveURL(/#\/$/);
});
