import { expect, test, type Page } from '@playwright/test';
import { devToken, logInFromDialog, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';

// A student's own job activity end to end: apply from a position (logging in from the apply button),
// favourite it, find it in favourites and application feedback, the employer acts through the dev tools,
// the student sees the new status, the unread count and the interview.

/** A recruiting position of the main site well past the newest ones (the demo seed leaves it alone). */
async function somePosition(page: Page, baseURL: string | undefined): Promise<{ id: number; title: string }> {
  const answer = await (await page.request.get(hostUrl(baseURL, 'localhost', '/api/position/gethomeresource?page=4&page_size=18'))).json();
  const first = answer.data.list[0] as { id: number; title: string };
  expect(first.id).toBeGreaterThan(0);
  return first;
}

test('apply after logging in from the apply button, favourite, employer steps, status, unread count and interview', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await studentWithResume(page, baseURL);
  const position = await somePosition(page, baseURL);

  // a visitor opens the position and applies: the student login comes first
  await page.goto(hostUrl(baseURL, 'localhost', `/#/job?id=${position.id}`));
  await expect(page.getByRole('heading', { level: 1, name: position.title })).toBeVisible();
  await page.getByRole('button', { name: '投递简历' }).click();
  await logInFromDialog(page, request, phone);

  // the apply continues: pick the online resume and confirm
  const picker = page.getByRole('dialog', { name: '选择投递的简历' });
  await expect(picker).toBeVisible();
  // Escape closes it and gives the focus back to 投递简历 (it used to drop to the page's body); pressed again, it opens
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: '投递简历' })).toBeFocused();
  await page.getByRole('button', { name: '投递简历' }).click();
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('radio', { name: /在线简历\s*周一鸣/ })).toBeChecked();
  await picker.getByRole('button', { name: '确认投递' }).click();
  await expect(picker).toBeHidden();
  const sent = page.getByRole('button', { name: /已投递/ });
  await expect(sent).toBeDisabled();
  await expect(sent).toContainText('已投递');

  // favourite it; both survive a reload
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  // the toggle shows at once; the reload waits for the server's word (a reload earlier cancels the request)
  await expect(page.getByText('收藏成功')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  await expect(page.getByRole('button', { name: /已投递/ })).toBeDisabled();

  // in favourites
  await page.goto(hostUrl(baseURL, 'localhost', '/#/myCollect'));
  await expect(page.getByRole('list', { name: '收藏的职位' }).getByRole('link', { name: position.title })).toBeVisible();

  // in application feedback, as sent
  await page.goto(hostUrl(baseURL, 'localhost', '/#/deliveryFeedback'));
  const item = page.getByRole('list', { name: '投递记录' }).getByRole('listitem', { name: position.title });
  await expect(item).toContainText('已投递');
  await expect(item.getByRole('list', { name: '投递进度' })).toContainText(/已投递\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // the employer views the resume and invites to an online interview (dev tools)
  await page.goto(hostUrl(baseURL, 'localhost', `/api/dev/employer?phone=${phone}&token=${devToken()}`));
  await page.getByRole('form', { name: `查看简历 ${position.title}` }).getByRole('button', { name: '查看简历' }).click();
  await expect(page.getByRole('status')).toHaveText('已处理：查看简历 → 被查看');
  const invite = page.getByRole('form', { name: `邀请面试 ${position.title}` });
  await invite.getByLabel('面试方式').selectOption('online');
  await invite.getByLabel('会议链接').fill('https://meeting.example.com/j/e2e-journey');
  await invite.getByLabel('联系人').fill('李老师');
  await invite.getByRole('button', { name: '邀请面试' }).click();
  await expect(page.getByRole('status')).toHaveText('已处理：邀请面试 → 面试邀请');

  // the student: an unread notice on the interview tab, the new status and its step on the timeline
  await page.goto(hostUrl(baseURL, 'localhost', '/#/deliveryFeedback?status=hired'));
  const interviewTab = page.getByRole('tab', { name: /面试邀请/ });
  await expect(interviewTab).toHaveAccessibleName(/面试邀请\s*1\s*，\s*1 条未读/);
  await interviewTab.click();
  const invited = page.getByRole('list', { name: '投递记录' }).getByRole('listitem', { name: position.title });
  await expect(invited).toContainText('新消息');
  await expect(invited.getByRole('list', { name: '投递进度' })).toContainText('被查看');
  await expect(invited.getByRole('list', { name: '投递进度' })).toContainText('面试邀请');
  await expect(invited).toContainText(/面试安排：\d+月\d+日（周.）10:00 · 线上面试/);
  // seen: marked read
  await expect(interviewTab).toHaveAccessibleName(/^面试邀请\s*1$/);

  // the interview, with its link; online ones open the my-interview QR popup
  await page.goto(hostUrl(baseURL, 'localhost', '/#/myInterviewList'));
  const card = page.getByRole('list', { name: '面试邀请' }).getByRole('listitem', { name: position.title });
  await expect(card).toContainText('待参加');
  await expect(card.getByRole('link', { name: 'https://meeting.example.com/j/e2e-journey' })).toBeVisible();
  await expect(card).toContainText('李老师');
  await card.getByRole('button', { name: '扫码参加面试' }).click();
  await expect(page.getByRole('dialog', { name: '我的面试' })).toContainText('请使用微信扫描二维码，查看我的面试');
  // the popup belongs to this page: Back leaves it behind, and Forward does not bring it back
  await page.goBack();
  await expect(page).toHaveURL(/#\/deliveryFeedback/);
  await expect(page.getByRole('dialog', { name: '我的面试' })).toHaveCount(0);
  await page.goForward();
  await expect(card).toBeVisible();
  await expect(page.getByRole('dialog', { name: '我的面试' })).toHaveCount(0);
});
