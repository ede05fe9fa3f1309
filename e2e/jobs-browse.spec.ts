import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './hosts';

// Browsing positions and companies (issue 5): search, filters in the URL, details, zones, college lists.

const results = (page: Page) => page.getByRole('list', { name: '职位列表' }).getByRole('listitem');
const firstTitle = (page: Page) => results(page).first().getByRole('heading', { level: 3 }).getByRole('link');

test('search a two-character keyword, filter, reload with the filters kept, open a position and its company', async ({ page }) => {
  await page.goto('/#/positionList');
  await expect(page.getByRole('heading', { level: 1, name: '职位搜索' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索职位' }).fill('前端');
  await page.getByRole('searchbox', { name: '搜索职位' }).press('Enter');
  await expect(page).toHaveURL(/keyword=%E5%89%8D%E7%AB%AF/);
  // a match is in the title, the category or the company name, all shown on the card
  await expect(results(page).first()).toContainText('前端');
  await expect(page.getByText(/共找到 \d+ 个职位/)).toBeVisible();

  await page.getByRole('group', { name: '职位性质' }).getByRole('button', { name: '校招' }).click();
  await page.getByRole('combobox', { name: '学历' }).selectOption('本科');
  await expect(page).toHaveURL(/nature=/);
  await expect(page).toHaveURL(/education=/);
  await expect(results(page).first()).toContainText('校招');
  const count = await page.getByText(/共找到 \d+ 个职位/).textContent();
  const title = await firstTitle(page).textContent();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: '搜索职位' })).toHaveValue('前端');
  await expect(page.getByRole('group', { name: '职位性质' }).getByRole('button', { name: '校招' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: '学历' })).toHaveValue('本科');
  await expect(page.getByText(/共找到 \d+ 个职位/)).toHaveText(count ?? '');
  await expect(firstTitle(page)).toHaveText(title ?? '');

  await firstTitle(page).click();
  await expect(page).toHaveURL(/#\/job\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByRole('region', { name: '职位描述' })).toBeVisible();
  await expect(page.getByRole('region', { name: '任职要求' })).toBeVisible();

  const company = page.getByRole('complementary').getByRole('heading', { level: 2 });
  const companyName = await company.textContent();
  await company.getByRole('link').click();
  await expect(page).toHaveURL(/#\/companyDetailPage\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName ?? '');
  const positions = page.getByRole('region', { name: /在招职位（\d+）/ });
  await expect(positions.getByRole('listitem').first()).toBeVisible();
  const pager = positions.getByRole('navigation', { name: '在招职位分页' });
  if (await pager.isVisible()) {
    const before = await positions.getByRole('listitem').first().textContent();
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(positions.getByRole('listitem').first()).not.toHaveText(before ?? '');
  }

  // Back returns to the filtered list as it was
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: '学历' })).toHaveValue('本科');
});

test('an empty search says so, and an unknown position or company is a friendly not-found page', async ({ page }) => {
  await page.goto('/#/positionList?keyword=' + encodeURIComponent("<script>alert(1)</script>' OR 1=1"));
  await expect(page.getByText('没有找到符合条件的职位')).toBeVisible();
  await page.getByRole('button', { name: '清空搜索条件' }).click();
  await expect(results(page).first()).toBeVisible();
  await page.goto('/#/job?id=99999999');
  await expect(page.getByRole('heading', { name: '职位不存在或已下线' })).toBeVisible();
  await page.goto('/#/companyDetailPage?id=99999999');
  await expect(page.getByRole('heading', { name: '企业不存在或已被移除' })).toBeVisible();
});

test('a category chip of the new home opens the sub-app position list; its links stay in the chapters', async ({ page, context }) => {
  await page.goto('/#/');
  const chips = page.getByRole('navigation', { name: '热门职位' });
  const [tab] = await Promise.all([context.waitForEvent('page'), chips.getByRole('link').first().click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/#\/subApp\/positionList\?value=\w+&label=/);
  await expect(tab.getByRole('heading', { level: 1, name: '前端开发' })).toBeVisible();
  await expect(tab.getByRole('combobox', { name: '职位类别' })).toHaveValue('fe');
  await firstTitle(tab).click();
  await expect(tab).toHaveURL(/#\/subApp\/job\?id=\d+$/);
  await tab.getByRole('complementary').getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(tab).toHaveURL(/#\/subApp\/companyDetailPage\?id=\d+$/);
});

test('home zone links on the school site open the zone’s positions and companies', async ({ page, context, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  // the home has built its page (its header image took over from the server's first view)
  await expect(page.locator('#first-view')).toHaveCount(0);
  const open = async (block: string, name: string) => {
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('region', { name: block }).getByRole('link', { name }).click()]);
    await tab.waitForLoadState();
    return tab;
  };
  const positions = await open('就业指导', '实习岗位推荐');
  await expect(positions.getByRole('heading', { level: 1, name: '实习岗位推荐' })).toBeVisible();
  await expect(positions.getByText(/共找到 30 个职位/)).toBeVisible();
  await positions.close();
  const companies = await open('专题招聘', '春季双选会企业');
  await expect(companies.getByRole('heading', { level: 1, name: '春季双选会企业' })).toBeVisible();
  await expect(companies.getByText(/共 14 家企业/)).toBeVisible();
  await companies.getByRole('list', { name: '企业列表' }).getByRole('listitem').first().getByRole('link').click();
  await expect(companies).toHaveURL(/#\/companyDetailPage\?id=\d+$/);
});

test('the department site lists its positions, companies and job fairs', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'dept.school.localhost', '/#/'));
  await expect(page).toHaveURL(/#\/subApp\/collegePosition/);
  const tabs = page.getByRole('navigation', { name: '院系栏目' });
  await expect(tabs.getByRole('link', { name: '院系职位' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: '职位列表' }).getByRole('listitem').first()).toBeVisible();
  await tabs.getByRole('link', { name: '院系企业' }).click();
  await expect(page).toHaveURL(/#\/subApp\/collegeCompany\?from=1/);
  await expect(page.getByRole('list', { name: '企业列表' }).getByRole('listitem')).toHaveCount(12);
  await tabs.getByRole('link', { name: '院系招聘会' }).click();
  await expect(page).toHaveURL(/#\/collegeJobfair\?from=2/);
  // the content seed gives the department site fairs of its own
  await expect(page.getByRole('list', { name: '招聘会列表' }).getByRole('link', { name: '计算机与人工智能学院2026届毕业生专场招聘会' })).toBeVisible();
  // the school site has job fairs
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/collegeJobfair?from=2'));
  await expect(page.getByRole('list', { name: '招聘会列表' }).getByRole('link').first()).toBeVisible();
});
