import { expect, test, type Page } from '@playwright/test';
import { freshPhone, logInStudentByApi } from './auth-steps';
import { WITH_PDF_VIEWER } from './chromium';
import { hostUrl } from './hosts';

// the attachment preview shows a PDF in the browser's own viewer, which the headless shell has not
test.use({ launchOptions: WITH_PDF_VIEWER });

// Attachment resumes in the browser (issue 6 "Attachments"): kept without an online resume, the size
// stated and checked before sending, a slow upload ends after 15 s with a clear message, files download.

test.describe.configure({ timeout: 60_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function openResume(page: Page, baseURL: string | undefined) {
  await logInStudentByApi(page, baseURL, freshPhone());
  await page.goto(hostUrl(baseURL, 'localhost', '/#/resume'));
  await expect(page.getByText('你还没有创建简历')).toBeVisible();
  const section = page.getByRole('region', { name: '附件简历' });
  await expect(section.getByText(/还没有附件简历/)).toBeVisible();
  return section;
}

test('a student without an online resume keeps attachments; an oversized file is refused before it is sent', async ({ page, baseURL, playwright }) => {
  const section = await openResume(page, baseURL);
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/resume/upload') && uploads.push(r.url()));

  await section.locator('input[type=file]').setInputFiles({ name: '太大了.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(section.getByRole('alert')).toHaveText('附件大小不能超过5MB');
  expect(uploads).toEqual([]);

  await section.locator('input[type=file]').setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(section.getByText('简历.pdf')).toBeVisible();
  await expect(page.getByText('上传成功')).toBeVisible();
  // the download link gives the file as a download, to its owner only
  const href = (await section.getByRole('link', { name: '下载 简历.pdf' }).getAttribute('href')) ?? '';
  const file = await page.context().request.get(new URL(href, page.url()).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const anonymous = await playwright.request.newContext();
  const stranger = await anonymous.get(new URL(href, page.url()).toString());
  expect((await stranger.body()).subarray(0, 5).toString()).not.toBe('%PDF-');
  await anonymous.dispose();

  // previewed in the page; Escape closes the preview and gives the focus back to its button (the PDF viewer in
  // the frame used to take the focus and swallow Escape)
  const preview = section.getByRole('button', { name: '预览 简历.pdf' });
  await preview.click();
  const dialog = page.getByRole('dialog', { name: '预览：简历.pdf' });
  await expect(dialog.locator('iframe')).toBeVisible();
  await expect(dialog.getByRole('link', { name: '下载原文件' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();

  // still there after a reload
  await page.reload();
  await expect(page.getByRole('region', { name: '附件简历' }).getByText('简历.pdf')).toBeVisible();
});

test('an upload that takes longer than 15 s ends with the timeout message and nothing listed', async ({ page, baseURL }) => {
  const section = await openResume(page, baseURL);
  // a network that never answers: the request is held until the client has given up
  await page.route('**/api/resume/upload*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 17_000));
    await route.abort().catch(() => undefined);
  });
  const started = Date.now();
  await section.locator('input[type=file]').setInputFiles({ name: '慢.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(section.getByRole('progressbar', { name: '上传进度' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveText('上传超时，请检查网络后重试', { timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
  await expect(section.getByRole('progressbar')).toHaveCount(0);
  await expect(section.getByText(/还没有附件简历/)).toBeVisible();
  await expect(section.getByRole('button', { name: '上传附件简历' })).toBeEnabled();
});
