import { expect, test, type Page } from '@playwright/test';
import { logInEmployerByApi, logInStudentByApi, studentWithResume } from './auth-steps';
import { CHROMIUM, FAKE_MEDIA } from './chromium';
import { hostUrl } from './hosts';

// An online fair that happens here (docs/api-live-fair.md): the demo's running fair on school.localhost, the demo
// employer at its booth, a new student; two browsers with Chromium's test camera and microphone.

test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, ...FAKE_MEDIA] } });

const HOST = 'school.localhost';
const COMPANY = '临江智造科技有限公司';

/** Whether the call's other end is seen: frames of its video decoded, and time running in it. */
function seesOtherEnd(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="对方画面"]');
    return !!video && video.videoWidth > 0 && video.currentTime > 0;
  });
}

test('a student queues at a live booth, the recruiter calls, they talk by video, and the result lands in 投递反馈', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await studentWithResume(page, baseURL, HOST);
  await logInStudentByApi(page, baseURL, phone, HOST);

  // the recruiter lands on the back office's page, which links the booth's console
  const recruiterContext = await browser.newContext({ locale: 'zh-CN' });
  const recruiter = await recruiterContext.newPage();
  await logInEmployerByApi(recruiter, baseURL, '13900000001', HOST);
  await recruiter.goto(hostUrl(baseURL, HOST, '/company/'));
  await recruiter.getByRole('link', { name: '进入展位控制台' }).first().click();
  await expect(recruiter.getByRole('heading', { name: `展位控制台 · ${COMPANY}` })).toBeVisible();
  const fairId = new URL(recruiter.url().replace('#/', '')).searchParams.get('id');
  await expect(recruiter.getByText('展位已开放，学生可以排队')).toBeVisible();

  // the student queues with the online resume
  await page.goto(hostUrl(baseURL, HOST, `/#/jobFair?id=${fairId}`));
  const card = page.getByRole('article', { name: COMPANY });
  await expect(card.getByText(/展位在线/)).toBeVisible();
  await card.getByRole('button', { name: '进入排队' }).click();
  await expect(card.getByText(/您排在第1位/)).toBeVisible();

  // the console hears it on its socket, and calls the student
  const queue = recruiter.getByRole('region', { name: /排队中/ });
  await expect(queue.getByText('周一鸣')).toBeVisible();
  await queue.getByRole('button', { name: '呼叫 周一鸣' }).click();
  const talk = recruiter.getByRole('region', { name: '当前面试：周一鸣' });
  await talk.getByRole('button', { name: '进入面试' }).click();

  // the student is told at once, checks the devices and enters the call
  await expect(card.getByRole('status')).toHaveText('轮到您了：企业正在呼叫您，请留在本页');
  await card.getByRole('button', { name: '进入面试' }).click();
  const call = page.getByRole('dialog', { name: `视频面试 · ${COMPANY}` });
  await expect(call.getByText('摄像头').locator('..')).toContainText('正常');
  await expect(call.getByText('麦克风').locator('..')).toContainText('正常');
  const entered = Date.now();
  await call.getByRole('button', { name: '进入面试' }).click();
  await expect(page.locator('[data-call-status="connected"]')).toBeVisible({ timeout: 15_000 });
  await expect(recruiter.locator('[data-call-status="connected"]')).toBeVisible({ timeout: 15_000 });
  const setUp = Date.now() - entered;
  // frames flow both ways
  await expect.poll(() => seesOtherEnd(page), { timeout: 5_000 }).toBe(true);
  await expect.poll(() => seesOtherEnd(recruiter), { timeout: 5_000 }).toBe(true);
  console.log(`call set up in ${setUp} ms (from 进入面试 to both ends connected, loopback)`);

  // mute and camera off are the student's own
  await call.getByRole('button', { name: '静音' }).click();
  await expect(call.getByRole('button', { name: '取消静音' })).toHaveAttribute('aria-pressed', 'true');

  // the recruiter marks the result with a note; the call ends for both
  await talk.getByRole('textbox', { name: /给学生的留言/ }).fill('请准备二面，HR会联系您');
  await talk.getByRole('button', { name: '通过' }).click();
  await expect(talk).toHaveCount(0);
  await expect(call).toHaveCount(0);
  await expect(card.getByRole('status')).toContainText('面试结果：通过');
  await expect(card).toContainText('请准备二面，HR会联系您');

  // 投递反馈: the application to the company's position, with the result as its step
  await page.goto(hostUrl(baseURL, HOST, '/#/deliveryFeedback'));
  const records = page.getByRole('list', { name: '投递记录' });
  const item = records.getByRole('listitem').filter({ hasText: COMPANY });
  await expect(item.getByRole('list', { name: '投递进度' })).toContainText('被查看');
  await expect(item).toContainText('空中双选会面试结果：通过。企业留言：请准备二面，HR会联系您');
  await recruiterContext.close();
});
