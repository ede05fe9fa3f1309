import { expect, test } from '@playwright/test';
import { freshPhone, logInFromDialog, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';
import { printedDocument } from './resume-pdf';

// The occupation assessment and the career-planning book (issue 12) as the demo student with a resume: take the
// assessment, see the code and matching positions, write the book and print it to PDF.

test.describe.configure({ timeout: 150_000 });

test('a student takes the assessment, sees the code and matching positions, writes the career book and prints it', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, '13800000001');
  await page.goto(hostUrl(baseURL, 'localhost', '/#/subApp/aiCareerPlanningBookIntroduce'));
  await page.getByRole('link', { name: /开始测评|继续测评/ }).click();
  await expect(page).toHaveURL(/occupationAssessmentResult/);
  await expect(page.getByRole('heading', { level: 1, name: '职业测评' })).toBeVisible();

  // every item on every page: people and words score high, the rest low (a social, artistic profile)
  for (let round = 0; round < 20; round++) {
    const groups = page.getByRole('group');
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      const group = groups.nth(i);
      const text = await group.locator('legend').innerText();
      const liked = /帮助|教|讲解|照顾|交流|写作|设计|表演|绘画|音乐|沟通|团队|志愿/.test(text);
      await group.getByRole('radio', { name: liked ? '非常符合' : '不太符合' }).check();
    }
    const next = page.getByRole('button', { name: '下一页' });
    if (await next.isVisible()) await next.click();
    else break;
  }
  await page.getByRole('button', { name: '提交测评' }).click();

  const code = page.getByLabel(/^你的职业兴趣代码 [RIASEC]{3}$/);
  await expect(code).toBeVisible();
  const riasec = (await code.innerText()).trim();
  expect(riasec).toMatch(/^[RIASEC]{3}$/);
  expect(riasec).toContain('S');
  await expect(page.getByRole('img', { name: /六种兴趣类型得分/ })).toBeVisible();
  const occupations = page.getByRole('region', { name: '匹配的职业' }).getByRole('listitem');
  expect(await occupations.count()).toBeGreaterThanOrEqual(5);
  const withPositions = occupations.filter({ hasText: /\d+个在招职位/ }).first();
  await expect(withPositions).toBeVisible();
  await withPositions.getByRole('link').first().click();
  await expect(page).toHaveURL(/positionList\?value=/);
  await page.goBack();

  await page.getByRole('button', { name: '生成职业规划书' }).click();
  await expect(page).toHaveURL(/aiCareerPlanningBookResult\?id=\d+&type=1/);
  const cover = page.getByRole('heading', { level: 1, name: /的职业生涯规划书$/ });
  await expect(cover).toBeVisible();
  const name = (await cover.innerText()).replace('的职业生涯规划书', '');
  expect(name.length).toBeGreaterThan(0);
  await expect(page.getByText(`职业兴趣代码：${riasec}`)).toBeVisible();
  // 陈思远 graduated in June 2026: a graduate's book plans the job search, not semesters
  await expect(page.getByRole('region', { name: '三、求职计划' })).toBeVisible();
  await expect(page.getByText(/毕业设计/)).toHaveCount(0);

  // the book alone on the paper: no site header or footer, no near-blank page (the cover once spilled onto page 2)
  const pages = await printedDocument(page);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.length).toBeLessThanOrEqual(6);
  expect(pages[0]).toContain(name);
  expect(pages[0]).toContain(riasec);

  // the header's AI职业规划书 now opens the book
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.reload();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI职业规划书' }).click();
  await expect(page).toHaveURL(/aiCareerPlanningBookResult\?id=\d+&type=1/);
});

test('a site with the career book off hides it, says so and refuses the calls', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone(), 'school.localhost');
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI职业规划书' })).toHaveCount(0);
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/subApp/occupationAssessmentResult?from=5'));
  await expect(page.getByText('本站暂未开放AI职业规划书')).toBeVisible();
  const refused = await page.evaluate(async () => (await (await fetch('/api/assessment/questions')).json()) as { data: { code: number; msg: string } });
  expect(refused.data).toEqual({ code: 46002, msg: '本站暂未开放AI职业规划书' });
});

test('a visitor presses 开始测评, logs in from the dialog and the assessment opens without a second press', async ({ page, baseURL, request }) => {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/subApp/aiCareerPlanningBookIntroduce'));
  await page.getByRole('button', { name: '开始测评' }).click();
  await logInFromDialog(page, request, freshPhone());
  await expect(page).toHaveURL(/#\/subApp\/occupationAssessmentResult$/);
});
