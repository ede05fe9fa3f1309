import { expect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { logInEmployerByApi, logInStudentByApi, studentWithResume } from './auth-steps';
import { CHROMIUM, FAKE_MEDIA } from './chromium';
import { hostUrl } from './hosts';

// An online fair that happens here (docs/api-live-fair.md): the demo's running fair on school.localhost, the demo
// employer at its booth, a new student; two browsers with Chromium's test camera and microphone.

// the seed's slots are at hours of China time, as its students read them
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, ...FAKE_MEDIA] }, timezoneId: 'Asia/Shanghai' });
// one demo booth for every test here, whose students all bear one name: one at a time
test.describe.configure({ mode: 'serial' });

const HOST = 'school.localhost';
const COMPANY = '临江智造科技有限公司';

/** Whether the call's other end is seen: frames of its video decoded, and time running in it. */
function seesOtherEnd(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="对方画面"]');
    return !!video && video.videoWidth > 0 && video.currentTime > 0;
  });
}

const QUARTER = 15 * 60_000;

/** The demo booth's card, found as a student finds it: the fair's company search (the list runs to 3 pages). */
async function boothCard(page: Page, base: string | undefined, fairId: string) {
  await page.goto(hostUrl(base, HOST, `/#/jobFair?id=${fairId}&keyword=${encodeURIComponent('临江智造')}`));
  return page.getByRole('article', { name: COMPANY });
}

/** The demo employer on its booth's console; answers the page and the fair's id. */
async function openConsole(browser: Browser, baseURL: string | undefined): Promise<{ recruiter: Page; fairId: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const recruiter = await context.newPage();
  await logInEmployerByApi(recruiter, baseURL, '13900000001', HOST);
  await recruiter.goto(hostUrl(baseURL, HOST, '/company/'));
  await recruiter.getByRole('link', { name: '进入展位控制台' }).first().click();
  await expect(recruiter.getByRole('heading', { name: `展位控制台 · ${COMPANY}` })).toBeVisible();
  const fairId = new URL(recruiter.url().replace('#/', '')).searchParams.get('id') ?? '';
  return { recruiter, fairId, close: () => context.close() };
}

test('a student queues at a live booth, the recruiter calls, they talk by video, and the result lands in 投递反馈', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await studentWithResume(page, baseURL, HOST);
  await logInStudentByApi(page, baseURL, phone, HOST);

  // the recruiter lands on the back office's page, which links the booth's console
  const { recruiter, fairId, close } = await openConsole(browser, baseURL);
  await expect(recruiter.getByText('展位已开放，学生可以排队')).toBeVisible();

  // the student queues with the online resume
  const card = await boothCard(page, baseURL, fairId);
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
  await close();
});

test('a student on a phone (390 px) whose socket drops while queued and during the call: the page reconnects, keeps its place and the call', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await studentWithResume(page, baseURL, HOST);
  await logInStudentByApi(page, baseURL, phone, HOST);
  const { recruiter, fairId, close } = await openConsole(browser, baseURL);
  // the student's socket goes through the test, which can cut it as a network blip would
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/livefair\/socket/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  const card = await boothCard(page, baseURL, fairId);
  await card.getByRole('button', { name: '进入排队' }).click();
  await expect(card.getByText(/您排在第1位/)).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);

  await sockets[0]!.close({ code: 1006, reason: 'blip' });
  await expect.poll(() => sockets.length, { timeout: 5_000 }).toBe(2);
  await expect(card.getByText(/您排在第1位/)).toBeVisible();
  // the call reaches the page on its new socket, well before the 20 s poll
  const queue = recruiter.getByRole('region', { name: /排队中/ });
  await queue.getByRole('button', { name: '呼叫 周一鸣' }).click();
  await expect(card.getByRole('status')).toHaveText('轮到您了：企业正在呼叫您，请留在本页', { timeout: 4_000 });

  const talk = recruiter.getByRole('region', { name: '当前面试：周一鸣' });
  await talk.getByRole('button', { name: '进入面试' }).click();
  await card.getByRole('button', { name: '进入面试' }).click();
  const call = page.getByRole('dialog', { name: `视频面试 · ${COMPANY}` });
  await call.getByRole('button', { name: '进入面试' }).click();
  await expect(page.locator('[data-call-status="connected"]')).toBeVisible({ timeout: 15_000 });
  // the call fits the phone: both pictures and the controls inside the screen's width
  for (const part of [page.locator('video[aria-label="对方画面"]'), call.getByRole('button', { name: '挂断' })]) {
    const box = await part.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  // a blip of the socket mid-call: the media goes peer to peer and stays; the place stays called
  await sockets[1]!.close({ code: 1006, reason: 'blip' });
  await expect.poll(() => sockets.length, { timeout: 5_000 }).toBe(3);
  await expect.poll(() => seesOtherEnd(page), { timeout: 5_000 }).toBe(true);
  await expect(page.locator('[data-call-status="connected"]')).toBeVisible();
  await expect(recruiter.locator('[data-call-status="connected"]')).toBeVisible();

  // the student hangs up: the recruiter is told, and marks the result without a note
  await call.getByRole('button', { name: '挂断' }).click();
  await expect(talk.getByRole('status')).toHaveText('对方已挂断');
  await talk.getByRole('button', { name: '待定' }).click();
  await expect(card.getByRole('status')).toContainText('面试结果：待定');
  await close();
});

test('a booked slot: in 我的面试 and the unread count as it nears; a clash with another booth is refused in words', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const phone = await studentWithResume(page, baseURL, HOST);
  await logInStudentByApi(page, baseURL, phone, HOST);
  const { recruiter, fairId, close } = await openConsole(browser, baseURL);

  // the recruiter publishes the next quarter hour (past it first, when it starts within a minute)
  const next = Math.ceil(Date.now() / QUARTER) * QUARTER;
  if (next - Date.now() < 60_000) await page.waitForTimeout(next - Date.now() + 1_000);
  const slots = recruiter.getByRole('region', { name: '面试时段' });
  await slots.getByRole('checkbox').first().check();
  await slots.getByRole('button', { name: '发布所选时段' }).click();
  await expect(recruiter.getByText(/已发布1个时段/)).toBeVisible();
  await close();

  // the student books it, and tomorrow's 10:00 at the same booth
  const card = await boothCard(page, baseURL, fairId);
  await card.getByRole('button', { name: '预约面试' }).click();
  const booking = page.getByRole('dialog', { name: `预约面试 · ${COMPANY}` });
  const rows = booking.getByRole('list', { name: '预约面试' }).getByRole('listitem');
  await rows.first().getByRole('button', { name: '预约面试' }).click();
  await expect(rows.first()).toContainText('已预约');
  // the last 10:00 row is tomorrow's: between 09:45 and 10:00 the quarter just published is today's 10:00 too
  const tomorrowTen = rows.filter({ hasText: /10:00-10:15/ }).last();
  await tomorrowTen.getByRole('button', { name: '预约面试' }).click();
  await expect(tomorrowTen).toContainText('已预约');
  await booking.getByRole('button', { name: /关闭/ }).click();

  // the same time at another open booth (the fair's first companies) clashes
  await page.goto(hostUrl(baseURL, HOST, `/#/jobFair?id=${fairId}`));
  const other = page.getByRole('article').filter({ hasText: '展位在线' }).filter({ hasNotText: COMPANY }).first();
  await other.getByRole('button', { name: '预约面试' }).click();
  const otherBooking = page.getByRole('dialog', { name: /^预约面试 · / });
  await otherBooking.getByRole('listitem').filter({ hasText: /10:00-10:15/ }).getByRole('button', { name: '预约面试' }).click();
  await expect(otherBooking.getByRole('alert')).toHaveText('该时段与您已预约的其他企业面试时间冲突，请选择其他时段');
  await otherBooking.getByRole('button', { name: /关闭/ }).click();

  // 我的面试 lists both, the near one 即将开始; the near one raised the unread count
  await page.goto(hostUrl(baseURL, HOST, '/#/myInterviewList'));
  await page.reload();
  const booked = page.getByRole('list', { name: '空中双选会面试预约' }).getByRole('listitem', { name: COMPANY });
  await expect(booked).toHaveCount(2);
  await expect(booked.first()).toContainText('即将开始');
  await expect(booked.first().getByRole('link', { name: '进入双选会' })).toHaveAttribute('href', `#/jobFair?id=${fairId}`);
  await expect(page.getByRole('button', { name: '个人中心，1 条未读' })).toBeVisible();
  await page.goto(hostUrl(baseURL, HOST, '/#/deliveryFeedback'));
  await expect(page.getByRole('list', { name: '投递记录' })).toContainText(`空中双选会面试即将开始：${COMPANY}`);
});

test('a student who closes the tab mid-call: the recruiter is told, and marks the result', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await studentWithResume(page, baseURL, HOST);
  await logInStudentByApi(page, baseURL, phone, HOST);
  const { recruiter, fairId, close } = await openConsole(browser, baseURL);
  const card = await boothCard(page, baseURL, fairId);
  await card.getByRole('button', { name: '进入排队' }).click();
  await recruiter.getByRole('region', { name: /排队中/ }).getByRole('button', { name: '呼叫 周一鸣' }).click();
  const talk = recruiter.getByRole('region', { name: '当前面试：周一鸣' });
  await talk.getByRole('button', { name: '进入面试' }).click();
  await card.getByRole('button', { name: '进入面试' }).click();
  await page.getByRole('dialog', { name: `视频面试 · ${COMPANY}` }).getByRole('button', { name: '进入面试' }).click();
  await expect(recruiter.locator('[data-call-status="connected"]')).toBeVisible({ timeout: 15_000 });

  await page.close({ runBeforeUnload: true });
  // the page said bye as it went (a browser that dies without it: 网络不稳定，正在重新连接… after some 8 s)
  await expect(talk.getByRole('status')).toHaveText('对方已挂断', { timeout: 5_000 });
  await talk.getByRole('button', { name: '待定' }).click();
  await expect(talk).toHaveCount(0);
  await close();
});
