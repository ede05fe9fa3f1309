import { expect, test, type Page } from '@playwright/test';
import { freshPhone, logInFromDialog, logInStudentByApi, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';

// Job fairs as a student meets them: from the school home to the running fair, its companies filtered by a
// hall, the booth map searched for a company, that company's position and an application; and a sign-up
// that gives an entrance QR code, once.

// its season follows its date (the seed names 春季 or 秋季 as the fair falls)
const BIG_FAIR = /^临江大学2026届毕业生.季大型双选会$/;

/** Opens the big fair from the school home's 近期双选会 tile (tiles open in a new tab; the test follows the link). */
async function openBigFair(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const tile = page.getByRole('link', { name: new RegExp(BIG_FAIR.source.slice(1, -1)) });
  await expect(tile).toBeVisible();
  const href = String(await tile.getAttribute('href'));
  expect(href).toMatch(/^#\/jobFair\?id=\d+$/);
  await page.goto(hostUrl(baseURL, 'school.localhost', `/${href}`));
  await expect(page.getByRole('heading', { level: 1, name: BIG_FAIR })).toBeVisible();
}

test('from the school home: a fair, its companies by hall, the booth map searched for a company, its position, and an application', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await studentWithResume(page, baseURL, 'school.localhost');
  await logInStudentByApi(page, baseURL, phone, 'school.localhost');
  await openBigFair(page, baseURL);
  await expect(page.getByText('进行中').first()).toBeVisible();

  // companies of hall B only
  const list = page.getByRole('list', { name: '参会企业列表' });
  await expect(list).toBeVisible();
  // pressed from the keyboard: on a loaded machine the page can still move by a few dozen pixels after the list
  // shows, between a pointer click's aim and its press (it then lands beside the chip)
  await page.getByRole('group', { name: '展馆' }).getByRole('button', { name: /B馆/ }).press('Enter');
  await expect(page).toHaveURL(/label=\d+/);
  const cards = list.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const boothLinks = list.getByRole('link', { name: /在展位图中查看展位 / });
  await expect(boothLinks.first()).toBeVisible();
  for (const name of await boothLinks.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''))) expect(name).toMatch(/展位 B\d{3}$/);
  const company = (await cards.first().getByRole('heading').first().textContent())!.trim();

  // the booth map: search the company, its booth is chosen, focused and opened
  await page.getByRole('link', { name: '查看展位图' }).click();
  await expect(page).toHaveURL(/#\/floorplan\?id=\d+/);
  const map = page.getByRole('region', { name: '展位图' });
  await expect(map.getByRole('button', { name: /展位，/ })).toHaveCount(300);
  const search = page.getByRole('combobox', { name: '查找企业或展位' });
  await search.fill(company);
  await page.getByRole('listbox', { name: '搜索建议' }).getByRole('option', { name: new RegExp(company) }).first().click();
  const booth = map.getByRole('button', { name: new RegExp(`^B\\d{3} 展位，已预订，${company}`) });
  await expect(booth).toHaveAttribute('aria-expanded', 'true');
  await expect(booth).toBeFocused();
  await expect(page).toHaveURL(/booth=B\d{3}/);
  const panel = page.getByRole('complementary', { name: company });
  await expect(panel).toBeVisible();

  // its position, and apply with the online resume
  const position = panel.getByRole('link', { name: /./ }).filter({ hasNot: page.getByText('查看企业主页') }).first();
  const positionTitle = (await position.textContent())!.trim();
  await position.click();
  await expect(page).toHaveURL(/#\/job\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(positionTitle.split(/\s/)[0]!);
  await page.getByRole('button', { name: '投递简历' }).click();
  const picker = page.getByRole('dialog', { name: '选择投递的简历' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: '确认投递' }).click();
  await expect(page.getByRole('button', { name: /已投递/ })).toBeDisabled();
});

test('a student signs up for an offline fair once and sees the entrance QR code, after a reload too', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone(), 'school.localhost');
  await openBigFair(page, baseURL);
  const block = page.getByRole('region', { name: '报名参会' });
  await block.getByRole('button', { name: '报名参会' }).click();
  await expect(block.getByText('报名成功')).toBeVisible();
  await expect(block.getByRole('img', { name: '入场二维码' })).toBeVisible();
  const ticket = (await block.getByText(/入场码/).textContent())!;

  await page.reload();
  await expect(block.getByText('已报名')).toBeVisible();
  await expect(block.getByRole('img', { name: '入场二维码' })).toBeVisible();
  await expect(block.getByText(/入场码/)).toHaveText(ticket);
  await expect(block.getByRole('button', { name: '报名参会' })).toHaveCount(0);
});

test('a visitor logs in from 报名参会 and is signed up without a second press, counted at once; an ended fair takes no sign-ups', async ({ page, baseURL, request }) => {
  await openBigFair(page, baseURL);
  const figures = page.getByRole('list', { name: '招聘会概况' });
  const signups = async () => Number(/(\d+)已报名/.exec((await figures.textContent()) ?? '')?.[1]);
  const before = await signups();
  const signup = page.getByRole('region', { name: '报名参会' });
  await signup.getByRole('button', { name: '报名参会' }).click();
  await logInFromDialog(page, request, freshPhone());
  await expect(signup.getByText('报名成功')).toBeVisible();
  await expect(signup.getByRole('img', { name: '入场二维码' })).toBeVisible();
  await expect.poll(signups).toBe(before + 1);

  const ended = await page.evaluate(async () => {
    const list = (await (await fetch('/api/schoolcollege/jobfairlist?page_size=50')).json()).data.list as { id: number; kind: string; end_at: number }[];
    return list.find((f) => f.kind === 'offline' && f.end_at < Date.now())?.id;
  });
  expect(ended).toBeGreaterThan(0);
  await page.goto(hostUrl(baseURL, 'school.localhost', `/#/jobFair?id=${ended}`));
  const block = page.getByRole('region', { name: '报名参会' });
  await expect(block.getByText('已结束', { exact: true })).toBeVisible();
  await expect(block.getByRole('button', { name: '报名参会' })).toHaveCount(0);
});
