import { expect, test, type Page } from '@playwright/test';
import { freshPhone, nextSmsCode, smsCount, solveCaptcha } from './auth-steps';
import { hostUrl } from './hosts';
import { pdfPageTexts } from './resume-pdf';

// A new student's whole resume journey on localhost (issue 6): log in on the create page, create the resume
// step by step (reloading midway), upload and preview an attachment, edit and delete entries, watch the
// completeness rise, then preview and print to PDF.

test.describe.configure({ timeout: 90_000 });

const NAME = '林晓雨';

/** A small but real PDF (one page), as a student's exported resume would be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG, as a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function logInThroughDialog(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '学生登录注册' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
  const before = await smsCount(page.context().request, phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveCaptcha(page);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(await nextSmsCode(page.context().request, phone, before));
  await dialog.getByRole('button', { name: '登录/注册' }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const score = (page: Page) => page.getByRole('region', { name: '简历完整度' }).locator('p[aria-live]');

test('a new student creates, edits, completes, previews and prints a resume', async ({ page, baseURL }) => {
  const phone = freshPhone();
  await page.goto(hostUrl(baseURL, 'localhost', '/#/resume_create'));
  // a visitor is asked to log in as a student, and the page continues after the login
  // (its heading is behind the login dialog, which may already hide the page from the accessibility tree)
  await expect(page.getByText('登录后即可创建简历')).toBeVisible();
  await logInThroughDialog(page, phone);
  await expect(page.getByRole('heading', { name: '创建我的简历' })).toBeVisible();

  // step 1: basic information with the photo, checked in place
  const basic = page.getByRole('form', { name: '基本信息' });
  await basic.getByRole('button', { name: '保存，下一步' }).click();
  await expect(basic.getByText('请输入姓名')).toBeVisible();
  await basic.getByLabel('姓名').fill(NAME);
  // a photo uploaded halfway through the form keeps what was typed (and the form's save stays current)
  await expect(page.getByRole('img', { name: '默认头像' })).toHaveAttribute('src', /\/static\/avatar\/man_[123]\.svg$/);
  await page.locator('#resume-basic input[type=file]').setInputFiles({ name: '证件照.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '简历照片' })).toHaveAttribute('src', /\/api\/resume\/photo/);
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(basic.getByLabel('姓名')).toHaveValue(NAME);
  await basic.getByLabel('性别').selectOption('女');
  await basic.getByLabel('出生日期').fill('2003-05-18');
  await basic.getByLabel('手机号码').fill('1381234567');
  await basic.getByLabel('邮箱').fill('xiaoyu@example.com');
  await basic.getByLabel('现居城市').fill('上海');
  await basic.getByLabel('学校').fill('临江大学');
  await basic.getByLabel('专业').fill('计算机科学与技术');
  await basic.getByLabel('学历').selectOption('本科');
  await basic.getByLabel('毕业年份').selectOption('2026');
  await basic.getByRole('button', { name: '保存，下一步' }).click();
  await expect(basic.getByText('请输入正确的手机号码')).toBeVisible();
  await basic.getByLabel('手机号码').fill('13812345678');
  await basic.getByRole('button', { name: '保存，下一步' }).click();

  // step 2: job intention
  const intention = page.getByRole('form', { name: '求职意向' });
  await expect(intention).toBeVisible();
  await expect(page).toHaveURL(/step=intention/);
  // the shared intention editor: the site's own categories and cities
  await intention.getByRole('textbox', { name: '搜索期望职位' }).fill('前端');
  await intention.getByRole('button', { name: '前端开发', exact: true }).click();
  await intention.getByRole('button', { name: '杭州', exact: true }).click();
  await intention.getByLabel('最低月薪（元）').fill('8000');
  await intention.getByLabel('最高月薪（元）').fill('12000');
  await intention.getByRole('radio', { name: '校招' }).check();
  await intention.getByRole('button', { name: '保存，下一步' }).click();

  // step 3: education; an end before its start is refused
  const addEdu = page.getByRole('form', { name: '添加教育经历' });
  await expect(addEdu).toBeVisible();
  await addEdu.getByLabel('学校名称').fill('临江大学');
  await addEdu.getByLabel('专业').fill('计算机科学与技术');
  await addEdu.getByLabel('学历').selectOption('本科');
  await addEdu.getByLabel('开始时间').fill('2022-09');
  await addEdu.getByLabel('至今').uncheck();
  await addEdu.getByLabel('结束时间').fill('2021-06');
  await addEdu.getByRole('button', { name: '保存' }).click();
  await expect(addEdu.getByText('结束时间不能早于开始时间')).toBeVisible();
  await addEdu.getByLabel('结束时间').fill('2026-06');
  await addEdu.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '临江大学' })).toBeVisible();

  // reload midway: the flow comes back on the same step with everything saved
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: '临江大学' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '创建步骤' }).getByRole('button', { name: /基本信息/ })).toContainText('已保存');
  await page.getByRole('navigation', { name: '创建步骤' }).getByRole('button', { name: /基本信息/ }).click();
  await expect(page.getByRole('form', { name: '基本信息' }).getByLabel('姓名')).toHaveValue(NAME);
  await page.getByRole('navigation', { name: '创建步骤' }).getByRole('button', { name: /教育经历/ }).click();
  await page.getByRole('button', { name: '下一步' }).click();

  // step 4: an internship
  const addWork = page.getByRole('form', { name: '添加实习/工作经历' });
  await addWork.getByLabel('公司名称').fill('星河科技有限公司');
  await addWork.getByLabel('职位名称').fill('前端开发实习生');
  await addWork.getByLabel('开始时间').fill('2025-07');
  await addWork.getByLabel('至今').uncheck();
  await addWork.getByLabel('结束时间').fill('2025-09');
  await addWork.getByLabel('工作内容').fill('参与企业官网改版，负责 3 个页面的开发。<b>不是粗体</b>');
  await addWork.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '星河科技有限公司' })).toBeVisible();
  // markup typed into a field is kept and shown as text
  await expect(page.getByText('<b>不是粗体</b>', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  // step 5: projects can be skipped, step 6 finishes
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '跳过此步' }).click();
  const other = page.getByRole('form', { name: '其他信息' });
  await other.getByLabel('技能特长').fill('熟练使用 TypeScript、React');
  await other.getByRole('button', { name: '保存并完成' }).click();
  await expect(page).toHaveURL(/#\/resume$/);

  // the header's "my resume" now opens the resume, not the create page
  await page.getByRole('button', { name: '个人中心' }).click();
  const [resumeTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: '我的简历' }).click()]);
  await expect(resumeTab).toHaveURL(/#\/subApp\/resume\?from=3$/);
  await resumeTab.close();

  // the resume page: completeness with the missing parts, rising as they are filled in
  const before = Number(await score(page).locator('span').first().textContent());
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(100);
  const missing = page.getByRole('list', { name: '待完善' });
  await expect(missing.getByRole('button', { name: '去完善项目经历' })).toBeVisible();
  await missing.getByRole('button', { name: '去完善项目经历' }).click();
  await expect(page.locator('#resume-project')).toBeFocused();
  await page.getByRole('button', { name: '添加项目经历' }).click();
  const addProject = page.getByRole('form', { name: '添加项目经历' });
  await addProject.getByLabel('项目名称').fill('校园二手交易平台');
  await addProject.getByLabel('担任角色').fill('前端负责人');
  await addProject.getByLabel('开始时间').fill('2024-03');
  await addProject.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '校园二手交易平台' })).toBeVisible();
  await expect(missing.getByRole('button', { name: '去完善项目经历' })).toHaveCount(0);
  await expect.poll(async () => Number(await score(page).locator('span').first().textContent())).toBe(before + 10);

  // edit an entry in place
  await page.getByRole('button', { name: '编辑 星河科技有限公司' }).click();
  const editWork = page.getByRole('form', { name: '编辑实习/工作经历' });
  await editWork.getByLabel('职位名称').fill('前端开发工程师（实习）');
  await editWork.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('前端开发工程师（实习） · 实习经历')).toBeVisible();

  // delete an entry, after the confirm; a newer education entry is listed first
  const education = page.locator('#resume-education');
  await page.getByRole('button', { name: '添加教育经历' }).click();
  const moreEdu = page.getByRole('form', { name: '添加教育经历' });
  await moreEdu.getByLabel('学校名称').fill('临江大学研究生院');
  await moreEdu.getByLabel('专业').fill('软件工程');
  await moreEdu.getByLabel('学历').selectOption('硕士');
  await moreEdu.getByLabel('开始时间').fill('2025-09');
  await moreEdu.getByRole('button', { name: '保存' }).click();
  await expect(education.getByRole('heading', { level: 3 })).toHaveText(['临江大学研究生院', '临江大学']);
  await page.getByRole('button', { name: '删除 临江大学研究生院' }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm).toContainText('确定删除这条记录吗？');
  await expect(confirm).toContainText('教育经历：临江大学研究生院');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(confirm).toBeHidden();
  await expect(education.getByRole('heading', { level: 3 })).toHaveText(['临江大学']);

  // sample resumes by major, from the editor: the student's own major first, any other on request
  await page.getByRole('button', { name: '查看简历范例' }).click();
  const examples = page.getByRole('dialog', { name: '简历范例' });
  await expect(examples.getByLabel('按专业查看')).toHaveValue('计算机科学与技术');
  await examples.getByRole('list').getByRole('button').first().click();
  const sample = page.getByRole('dialog', { name: /^简历范例：/ });
  await expect(sample.getByRole('article')).toBeVisible();
  await sample.getByRole('button', { name: '← 返回范例列表' }).click();
  await examples.getByLabel('按专业查看').selectOption('会计学');
  await expect(examples.getByRole('list').getByRole('button').first()).toContainText('会计学');
  await page.keyboard.press('Escape');
  await expect(examples).toBeHidden();

  // attachments: upload with the stated rule, list, preview in the page, delete
  const attachments = page.locator('#resume-attachments');
  await expect(attachments.getByText('支持 PDF、DOC、DOCX 格式，单个文件不超过5MB，最多5份')).toBeVisible();
  await attachments.locator('input[type=file]').setInputFiles({ name: 'not-a-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, I am text') });
  await expect(attachments.getByRole('alert')).toHaveText('仅支持上传PDF、DOC、DOCX格式的简历');
  await attachments.locator('input[type=file]').setInputFiles({ name: '林晓雨-前端.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(attachments.getByText('林晓雨-前端.pdf')).toBeVisible();
  await attachments.getByRole('button', { name: '预览 林晓雨-前端.pdf' }).click();
  const preview = page.getByRole('dialog', { name: '预览：林晓雨-前端.pdf' });
  const frame = preview.locator('iframe[title="附件预览：林晓雨-前端.pdf"]');
  await expect(frame).toBeVisible();
  const file = await page.context().request.get(new URL((await frame.getAttribute('src')) ?? '', page.url()).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline/);
  await preview.getByRole('button', { name: /关闭/ }).click();
  await attachments.getByRole('button', { name: '删除 林晓雨-前端.pdf' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '删除' }).click();
  await expect(attachments.getByText('林晓雨-前端.pdf')).toHaveCount(0);
  await expect(attachments.getByText('还没有附件简历', { exact: false })).toBeVisible();
  // the toast 删除成功 may still be leaving over the next page's first row: a leaving toast lets clicks through
  const leavingToast = await page.evaluate(() => {
    const li = document.createElement('li');
    li.setAttribute('data-sonner-toast', '');
    li.setAttribute('data-removed', 'true');
    document.getElementById('campus-toaster')?.appendChild(li);
    const pointerEvents = getComputedStyle(li).pointerEvents;
    li.remove();
    return pointerEvents;
  });
  expect(leavingToast).toBe('none');

  // preview in a template, then print to PDF: the name is on the first page
  await page.getByRole('link', { name: '预览 / 打印简历' }).click();
  await expect(page).toHaveURL(/#\/attentdetail$/);
  const doc = page.getByRole('article', { name: `简历：${NAME}` });
  await expect(doc.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await page.getByRole('radio', { name: /商务双栏/ }).check();
  await expect(doc).toHaveAttribute('data-template', '3');
  await expect(page.locator('#app-footer')).toBeEmpty();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#app-header')).toBeHidden();
  await expect(page.getByRole('button', { name: '打印 / 保存为PDF' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdfPageTexts(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]).toContain(NAME);
  expect(pages[0]).toContain('临江大学');
});
