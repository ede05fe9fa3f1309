import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmQrByApi, freshPhone, logInFromDialog, logInStudentByApi, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';

// AI resume writing (issue 11) as new students would: upload a PDF resume, check and correct the draft, save
// it into the online resume; and, as a visitor, press AI简历撰写, log in, fill the wish form, regenerate a
// section and save.

test.describe.configure({ timeout: 120_000 });

const RESUME_PDF = path.resolve(import.meta.dirname, '../api/test/fixtures/ai/resume-one-column.pdf');
// a paper resume photographed: turned 2°, blurred, JPEG 60 (scripts/ai/make-resume-scans.mjs)
const RESUME_PHOTO = path.resolve(import.meta.dirname, '../api/test/fixtures/ai/scans/scan-1.jpg');

/** Completes the basic information the resume area requires, in the draft's own editor. */
async function completeBasic(page: Page, phone: string): Promise<void> {
  const form = page.getByRole('form', { name: '编辑：基本信息' });
  await expect(form).toBeVisible();
  await form.getByLabel('性别').selectOption({ label: '男' });
  await form.getByLabel('出生日期').fill('2003-06-18');
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('邮箱').fill('ai.writer@example.com');
  await form.getByLabel('现居城市').fill('杭州');
  await form.getByRole('button', { name: '完成' }).click();
  await expect(form).toBeHidden();
}

async function saveIntoResume(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '保存到在线简历' }).click();
  const confirm = page.getByRole('dialog', { name: '保存到在线简历' });
  await expect(confirm).toBeVisible();
  return confirm;
}

test('a student uploads a PDF resume, corrects the draft and finds it on the resume page', async ({ page, baseURL }) => {
  const phone = freshPhone();
  await logInStudentByApi(page, baseURL, phone);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/aiIntelligentfilling'));
  const started = Date.now();
  await page.getByLabel('选择简历文件').setInputFiles(RESUME_PDF);
  await expect(page).toHaveURL(/#\/aiResumeDetail$/, { timeout: 15_000 });
  // the first file after a start also starts a parse thread (bench/resume-hostile.mjs measures a warm parse)
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByText('识别自：resume-one-column.pdf')).toBeVisible();
  const basic = page.getByRole('article', { name: '基本信息' });
  await expect(basic.getByText('周一鸣')).toBeVisible();
  const work = page.getByRole('article', { name: '实习/工作经历 1' });
  await expect(work.getByText('云帆数据科技有限公司')).toBeVisible();
  await expect(work.getByText('2024-07')).toBeVisible();

  // a reload keeps the draft (resume_parse)
  await page.reload();
  await expect(page.getByRole('article', { name: '基本信息' }).getByText('周一鸣')).toBeVisible();

  // correct one field: the position's title
  await work.getByRole('button', { name: '编辑：实习/工作经历 1' }).click();
  const workForm = page.getByRole('form', { name: '编辑：实习/工作经历 1' });
  await workForm.getByLabel('职位名称').fill('前端开发实习生（React）');
  await workForm.getByRole('button', { name: '完成' }).click();
  await expect(work.getByText('前端开发实习生（React）')).toBeVisible();

  // saving asks for what the file lacked, then confirms once
  await page.getByRole('button', { name: '保存到在线简历' }).click();
  await completeBasic(page, phone);
  const confirm = await saveIntoResume(page);
  await expect(confirm.getByText('写入基本信息')).toBeVisible();
  await confirm.getByRole('button', { name: '保存到在线简历' }).click();

  await expect(page).toHaveURL(/#\/resume$/);
  await expect(page.getByRole('heading', { level: 3, name: '云帆数据科技有限公司' })).toBeVisible();
  await expect(page.getByText('前端开发实习生（React）')).toBeVisible();
  await expect(page.getByText('周一鸣').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('resume_parse'))).toBeNull();
});

test('a student uploads a photo of a paper resume, sees it read page by page, corrects a field and saves it', async ({ page, baseURL }) => {
  const phone = freshPhone();
  await logInStudentByApi(page, baseURL, phone);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/aiIntelligentfilling'));
  await page.getByLabel('选择简历文件').setInputFiles(RESUME_PHOTO);
  // OCR says which page it reads while it reads (the models load on first use: seconds)
  await expect(page.getByRole('status')).toHaveText(/识别中，第1页\/共1页|正在识别简历/);
  await expect(page).toHaveURL(/#\/aiResumeDetail$/, { timeout: 60_000 });
  await expect(page.getByText('识别自：scan-1.jpg')).toBeVisible();
  const basic = page.getByRole('article', { name: '基本信息' });
  await expect(basic.getByText('李思远')).toBeVisible();
  await expect(basic.getByText('华中科技大学')).toBeVisible();
  const work = page.getByRole('article', { name: '实习/工作经历 1' });
  await expect(work.getByText('字节跳动')).toBeVisible();

  await work.getByRole('button', { name: '编辑：实习/工作经历 1' }).click();
  const workForm = page.getByRole('form', { name: '编辑：实习/工作经历 1' });
  await workForm.getByLabel('职位名称').fill('后端开发实习生（Go）');
  await workForm.getByRole('button', { name: '完成' }).click();
  await expect(work.getByText('后端开发实习生（Go）')).toBeVisible();

  await page.getByRole('button', { name: '保存到在线简历' }).click();
  await completeBasic(page, phone);
  const confirm = await saveIntoResume(page);
  await confirm.getByRole('button', { name: '保存到在线简历' }).click();
  await expect(page).toHaveURL(/#\/resume$/);
  await expect(page.getByRole('heading', { level: 3, name: '字节跳动' })).toBeVisible();
  await expect(page.getByText('后端开发实习生（Go）')).toBeVisible();
});

test('a visitor presses AI简历撰写, logs in, fills the wish form, regenerates a section and saves', async ({ page, baseURL, request }) => {
  const phone = freshPhone();
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: 'AI简历' }).click();
  await page.getByRole('link', { name: 'AI简历撰写' }).click();
  await logInFromDialog(page, request, phone);
  // jump mode 9: the wish form
  await expect(page).toHaveURL(/#\/aiResumeBasicInfo$/);

  const form = page.getByRole('form', { name: 'AI简历 · 基本信息' });
  await form.getByLabel('姓名').fill('陈思远');
  await form.getByLabel('目标岗位类别').selectOption({ index: 1 });
  await form.getByLabel('学校').fill('临江大学');
  await form.getByLabel('专业').fill('汉语言文学');
  await form.getByLabel('学历').selectOption({ label: '本科' });
  await form.getByLabel('毕业年份').selectOption({ label: '2027年' });
  await form.getByLabel('技能').fill('新媒体运营、Photoshop、Office');
  await form.getByRole('button', { name: '添加一段经历' }).click();
  const experience = form.getByRole('group', { name: '第1段经历' });
  await experience.getByLabel('公司名称').fill('临江日报社');
  await experience.getByLabel('职位').fill('新媒体运营实习生');
  await experience.getByLabel('开始时间').fill('2025-07');
  await experience.getByLabel('结束时间').fill('2025-09');
  await experience.getByLabel('经历描述').fill('负责公众号运营，每周写两篇推文，策划了迎新活动，粉丝涨了不少');
  await form.getByRole('button', { name: '生成AI简历' }).click();

  await expect(page).toHaveURL(/#\/aiResumeDetail$/);
  await expect(page.getByText('根据您填写的信息生成')).toBeVisible();
  const work = page.getByRole('article', { name: '实习/工作经历 1' });
  await expect(work.getByText('临江日报社')).toBeVisible();
  const description = work.locator('dd').filter({ hasText: '•' });
  const before = await description.innerText();
  expect(before).toContain('公众号');
  // no figure the student did not give: a placeholder instead
  expect(before).toMatch(/【[^】]*】/);
  await work.getByRole('button', { name: '重新生成：实习/工作经历 1' }).click();
  await expect(page.getByText('已重新生成')).toBeVisible();
  await expect.poll(() => description.innerText()).not.toBe(before);

  await page.getByRole('button', { name: '保存到在线简历' }).click();
  await completeBasic(page, phone);
  const confirm = await saveIntoResume(page);
  await confirm.getByRole('button', { name: '保存到在线简历' }).click();
  await expect(page).toHaveURL(/#\/resume$/);
  await expect(page.getByRole('heading', { level: 3, name: '临江日报社' })).toBeVisible();
});

test('a student with a resume and no draft presses AI简历撰写, logs in by QR and starts the draft from the resume', async ({ page, browser, baseURL }) => {
  const phone = await studentWithResume(page, baseURL, 'localhost', 'sms');
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: 'AI简历' }).click();
  await page.getByRole('link', { name: 'AI简历撰写' }).click();
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
  const qr = page.waitForResponse((r) => r.url().includes('/api/site/getloginqrcode'));
  await page.getByRole('button', { name: '扫码登录' }).click();
  const uuid = String((await (await qr).json()).data.UUID);
  // the phone confirms in a browser of its own
  const phoneContext = await browser.newContext({ locale: 'zh-CN', baseURL });
  const phonePage = await phoneContext.newPage();
  await phonePage.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await confirmQrByApi(phonePage, uuid, phone);
  await phoneContext.close();
  // jump mode 9 with a resume: the draft page, started from the resume (it used to say only 还没有AI简历草稿)
  await expect(page).toHaveURL(/#\/aiResumeDetail$/, { timeout: 10_000 });
  await expect(page.getByText('从您的在线简历开始：修改后可保存回简历')).toBeVisible();
  await expect(page.getByRole('article', { name: '基本信息' }).getByText('周一鸣')).toBeVisible();
  await expect(page.getByText('还没有AI简历草稿')).toHaveCount(0);
});
