import { expect, test, type Page } from '@playwright/test';

// localhost: the new home (spec §2 "Home, type 1"): categories, banner, famous tiles, companies, positions.

/** Scrolls down until the locator shows (blocks below the fold load as the user nears them). */
async function scrollTo(page: Page, name: string): Promise<void> {
  const region = page.getByRole('region', { name });
  for (let i = 0; i < 20 && !(await region.isVisible()); i += 1) await page.mouse.wheel(0, 800);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toBeVisible();
}

test('categories page 21 at a time, hot ones are marked, and a chip opens the position list in a new tab', async ({ page, context }) => {
  await page.goto('/#/');
  const chips = page.getByRole('navigation', { name: '热门职位' });
  await expect(chips.getByRole('link')).toHaveCount(21);
  await expect(chips.getByRole('link').first()).toContainText('前端开发');
  await expect(chips.getByRole('link').first().getByLabel('热门')).toBeVisible();
  await chips.getByRole('button', { name: '下一页' }).click();
  await expect(chips.getByText('2/4')).toBeVisible();
  await expect(chips.getByRole('link').first()).not.toContainText('前端开发');
  await chips.getByRole('button', { name: '上一页' }).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), chips.getByRole('link', { name: /Java开发/ }).click()]);
  await tab.waitForLoadState();
  expect(decodeURIComponent(tab.url())).toMatch(/\/#\/subApp\/positionList\?value=java&label=Java开发$/);
  await tab.close();
});

test('the banner rotates, a title picks its slide, and a banner opens its link in a new tab', async ({ page, context }) => {
  await page.goto('/#/');
  const banner = page.getByRole('region', { name: '推荐活动' });
  const titles = banner.getByRole('group', { name: '活动标题' });
  await expect(titles.getByRole('button', { name: '2026届春季校园招聘火热进行中' })).toHaveAttribute('aria-current', 'true');
  // auto-play every 3 s
  await expect(titles.getByRole('button', { name: 'AI模拟面试 · 求职先练一练' })).toHaveAttribute('aria-current', 'true', { timeout: 4500 });
  await titles.getByRole('button', { name: '名企管培生计划全面开启' }).click();
  const picked = banner.getByRole('link', { name: '名企管培生计划全面开启' });
  await expect(picked).toBeVisible();
  // after a pick the slide holds for 5 s: still shown at 3.5 s
  await page.waitForTimeout(3500);
  await expect(titles.getByRole('button', { name: '名企管培生计划全面开启' })).toHaveAttribute('aria-current', 'true');
  const [tab] = await Promise.all([context.waitForEvent('page'), picked.click()]);
  await tab.waitForLoadState();
  expect(decodeURIComponent(tab.url())).toMatch(/\/#\/subApp\/positionList\?value=mt&label=管培生$/);
  await tab.close();
});

test('famous companies open their company pages in a new tab', async ({ page, context }) => {
  await page.goto('/#/');
  const famous = page.getByRole('region', { name: '名企急招' });
  await expect(famous.getByRole('link')).toHaveCount(8);
  const [tab] = await Promise.all([context.waitForEvent('page'), famous.getByRole('link').first().click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/#\/subApp\/companyDetailPage\?id=\d+$/);
  await tab.close();
});

test('recruiting companies: at most 39, then "more companies"; each opens its page in a new tab', async ({ page, context }) => {
  await page.goto('/#/');
  await scrollTo(page, '热招企业');
  const companies = page.getByRole('region', { name: '热招企业' });
  await expect(companies.getByRole('link')).toHaveCount(40);
  await expect(companies.getByRole('link', { name: '更多企业' })).toHaveAttribute('href', '#/subApp/companyList');
  await expect(companies.getByText(/\d+个在招职位/).first()).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), companies.getByRole('link').first().click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/#\/subApp\/companyDetailPage\?id=\d+$/);
  await tab.close();
});

test('positions load 18 at a time as the user nears the bottom, then "view more" opens the recommendations', async ({ page, request }) => {
  const chunks: number[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/position/gethomeresource') chunks.push(Number(url.searchParams.get('page')));
  });
  await page.goto('/#/');
  await expect(page.getByRole('region', { name: '名企急招' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // nothing below the fold is fetched before the user scrolls
  expect(chunks).toEqual([]);

  await scrollTo(page, '热招职位');
  const list = page.getByRole('region', { name: '热招职位' }).getByRole('listitem');
  await expect(list.first()).toBeVisible();
  // the total reads with a k suffix
  const total = (await (await request.get('/api/position/gethomeresource')).json()).data.total as number;
  expect(total).toBeGreaterThanOrEqual(1000);
  await expect(page.getByText(`共${(Math.floor(total / 100) / 10).toString()}k个在招职位`)).toBeVisible();

  const more = page.getByRole('link', { name: '查看更多' });
  // every chunk comes by scrolling alone (it used to stall at 36 behind a button), up to the home's 90
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End');
        return list.count();
      },
      { timeout: 20_000 },
    )
    .toBe(90);
  await expect(more).toBeVisible();
  expect(chunks).toEqual([1, 2, 3, 4, 5]);
  // after the last chunk the page stops growing, so the footer is reached (blocks below the list may still draw
  // as they come near, so End is pressed until it is) and no sixth chunk is asked for
  const footer = page.getByText('京ICP备2026011201号-1');
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End');
        return footer.evaluate((e) => e.getBoundingClientRect().top < window.innerHeight);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await expect(footer).toBeInViewport();
  expect(chunks).toEqual([1, 2, 3, 4, 5]);
  const card = list.first().getByRole('link');
  await expect(card).toHaveAttribute('href', /#\/subApp\/job\?id=\d+$/);
  await expect(card).toHaveAttribute('target', '_blank');
  await more.click();
  await expect(page).toHaveURL(/#\/subApp\/jobRecommend$/);
});
