import { expect, test, type Page } from '@playwright/test';
import { freshPhone, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';

// Two tabs editing the same part of a resume (issue 6 "Bad input and failure"): the later save does not
// overwrite the earlier one; it says so and shows what is stored, and saving again then works.

/** Saves the basic information from the page's origin, as the create page's first step would. */
async function saveBasic(page: Page): Promise<void> {
  const answer = await page.evaluate(async () => {
    const body = new URLSearchParams({
      name: '许双页', sex: '2', birth_date: '2003-08-08', phone: '13712345678', email: 'xu@example.com', city: '南京',
      school: '临江大学', major: '汉语言文学', degree: '2', graduation_year: '2026', version: '0', public_source: '1',
    });
    const res = await fetch('/api/resume/savebasicinfo', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() });
    return (await res.json()).data.code as number;
  });
  expect(answer).toBe(0);
}

async function editCity(page: Page, city: string): Promise<void> {
  await page.getByRole('button', { name: '编辑基本信息' }).click();
  const form = page.getByRole('form', { name: '基本信息' });
  await form.getByLabel('现居城市').fill(city);
  await form.getByRole('button', { name: '保存' }).click();
}

test('the second of two tabs saving the basic information is told, shown the stored version, and can save again', async ({ page, context, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone());
  await saveBasic(page);
  const basic = (p: Page) => p.getByRole('region', { name: '基本信息' });

  await page.goto(hostUrl(baseURL, 'localhost', '/#/resume'));
  const other = await context.newPage();
  await other.goto(hostUrl(baseURL, 'localhost', '/#/resume'));
  await expect(basic(page).getByText('许双页')).toBeVisible();
  await expect(basic(other).getByText('许双页')).toBeVisible();

  await editCity(page, '苏州');
  await expect(basic(page).getByText('苏州', { exact: false })).toBeVisible();

  await editCity(other, '杭州');
  await expect(other.getByText('该内容已在其他页面修改，已为您显示最新内容，请核对后重新保存').first()).toBeVisible();
  // the first tab's save stands, and the second tab now shows it
  await expect(basic(other).getByText('苏州', { exact: false })).toBeVisible();
  await expect(basic(other).getByText('杭州', { exact: false })).toHaveCount(0);

  await editCity(other, '杭州');
  await expect(basic(other).getByText('杭州', { exact: false })).toBeVisible();
  await page.reload();
  await expect(basic(page).getByText('杭州', { exact: false })).toBeVisible();
});
