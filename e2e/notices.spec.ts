import { expect, test, type Page } from '@playwright/test';
import { devToken, logInStudentByApi, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';

// Notices (issue 14): when an employer views a resume, the student's header shows it without a reload once
// the tab is visited again, 投递反馈 in the avatar menu carries the count, and reading clears it.

/** Headless tabs stay "visible"; this is what the browser does when the student switches back to the tab. */
async function revisit(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

test('an employer views the resume: the badge appears on the revisited tab, 投递反馈 carries it, reading clears it', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await studentWithResume(page, baseURL);
  await logInStudentByApi(page, baseURL, phone);
  const position = (await (await page.request.get(hostUrl(baseURL, 'localhost', '/api/position/gethomeresource?page=5&page_size=18'))).json()).data.list[0] as { id: number; title: string };

  await page.goto(hostUrl(baseURL, 'localhost', `/#/job?id=${position.id}`));
  await page.getByRole('button', { name: '投递简历' }).click();
  const picker = page.getByRole('dialog', { name: '选择投递的简历' });
  await picker.getByRole('button', { name: '确认投递' }).click();
  await expect(picker).toBeHidden();
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await expect(page.getByRole('button', { name: /个人中心$/ })).toBeVisible();

  // the employer, in another tab, views the resume (dev tools)
  const employer = await page.context().newPage();
  await employer.goto(hostUrl(baseURL, 'localhost', `/api/dev/employer?phone=${phone}&token=${devToken()}`));
  await employer.getByRole('form', { name: `查看简历 ${position.title}` }).getByRole('button', { name: '查看简历' }).click();
  await expect(employer.getByRole('status')).toHaveText('已处理：查看简历 → 被查看');

  // back on the student's tab: no reload, the badge is there
  await revisit(page);
  const avatar = page.getByRole('button', { name: '个人中心，1 条未读' });
  await expect(avatar).toBeVisible();
  await expect(avatar.locator('[data-count]')).toHaveAttribute('data-count', '1');
  await avatar.click();
  await expect(page.getByRole('button', { name: /^投递反馈\s*，1 条未读$/ })).toBeVisible();

  // reading the feedback clears it
  await page.goto(hostUrl(baseURL, 'localhost', '/#/deliveryFeedback'));
  await expect(page.getByRole('list', { name: '投递记录' }).getByRole('listitem', { name: position.title })).toContainText('被查看');
  await expect(page.getByRole('button', { name: /个人中心$/ })).toBeVisible();
});
