import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './hosts';

// The search box of the new home (issue 14): suggestions as one types, the keyboard, recent searches, and
// the position list it opens.

const box = (page: Page) => page.getByRole('combobox', { name: '搜索职位、公司' });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const results = (page: Page) => page.getByRole('list', { name: '职位列表' }).getByRole('listitem');

test('one Chinese character suggests a category; the keyboard opens it, and it is remembered on the device', async ({ page }) => {
  await page.goto('/#/');
  await box(page).fill('前');
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).filter({ hasText: '类别' }).first()).toContainText('前端开发');
  await box(page).press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/#\/subApp\/positionList\?value=fe&label=/);
  await expect(results(page).first()).toBeVisible();

  await page.goto('/#/');
  await box(page).click();
  await expect(page.getByRole('listbox', { name: '最近搜索' })).toBeVisible();
  await expect(options(page).first()).toHaveText('历史前端开发');
});

test('two characters suggest titles and companies; a clicked title is searched as the keyword', async ({ page }) => {
  await page.goto('/#/');
  await box(page).pressSequentially('会计', { delay: 30 });
  const title = options(page).filter({ hasText: /^职位/ }).first();
  await expect(title).toBeVisible();
  await expect(options(page).filter({ hasText: /^公司.*会计/ }).first()).toBeVisible();
  const text = (await title.textContent())?.replace(/^职位/, '') ?? '';
  await title.click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(text).replace(/[()]/g, '\\$&')}`));
  await expect(results(page).first()).toContainText(text);
});

test('nothing to suggest says so, and Enter still searches', async ({ page }) => {
  await page.goto('/#/');
  await box(page).fill('考古学家');
  await expect(page.getByRole('status').filter({ hasText: '没有相关建议' })).toHaveText('没有相关建议，按回车搜索“考古学家”');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/keyword=%E8%80%83%E5%8F%A4%E5%AD%A6%E5%AE%B6/);
  await expect(page.getByText('共找到 0 个职位')).toBeVisible();
});

test('the header offers the search on other pages, in one row, and it opens the position list', async ({ page }) => {
  await page.goto('/#/subApp/companyList');
  const open = page.getByRole('button', { name: '搜索', exact: true }).first();
  // the header stays one row with the search button beside the login entries
  const bar = page.getByRole('navigation', { name: '主导航' });
  const [navBox, buttonBox] = [await bar.boundingBox(), await open.boundingBox()];
  expect(Math.abs((navBox?.y ?? 0) + (navBox?.height ?? 0) / 2 - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) / 2))).toBeLessThan(8);
  await open.click();
  await expect(box(page)).toBeFocused();
  await box(page).pressSequentially('会计', { delay: 30 });
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL(/#\/subApp\/positionList\?keyword=%E4%BC%9A%E8%AE%A1$/);
  await expect(results(page).first()).toContainText('会计');
  // the position list has its own search box: the header has none there
  await expect(page.getByRole('button', { name: '搜索', exact: true, expanded: false })).toHaveCount(0);
});

// A phone's only search on the school, fair and department sites is the one in the folded menu (issue 29): Enter
// and the 搜索 button used to close the menu before the form was submitted, and the page stayed where it was.
test.describe('the folded menu of a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const how of ['Enter', '搜索'] as const) {
    test(`searches on a school site (${how})`, async ({ page, baseURL }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() !== 'log' && errors.push(m.text()));
      await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
      await page.getByRole('button', { name: /^菜单/ }).click();
      const menuBox = page.getByRole('search').getByRole('combobox', { name: '搜索职位、公司' });
      await menuBox.pressSequentially('护士', { delay: 30 });
      await expect(options(page).first()).toBeVisible();
      if (how === 'Enter') await menuBox.press('Enter');
      else await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent('护士')}`));
      await expect(results(page).first()).toContainText('护士');
      expect(errors.filter((e) => e.includes('not connected'))).toEqual([]);
    });
  }
});
