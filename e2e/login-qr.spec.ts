import { expect, test } from '@playwright/test';
import { cookie, freshPhone, nextSmsCode, smsCount, solveCaptcha } from './auth-steps';
import { hostUrl } from './hosts';

// The student QR login (spec §2, §4): the server's QR, polling, the phone's confirm page, the 60 s expiry.

async function openQrMode(page: import('@playwright/test').Page, baseURL: string | undefined): Promise<string> {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await page.getByRole('group', { name: '登录与注册' }).getByRole('button', { name: '学生登录' }).click();
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('/api/site/getloginqrcode'));
  await page.getByRole('button', { name: '扫码登录' }).click();
  const body = await (await answer).json();
  return body.data.UUID as string;
}

test('a student logs in by confirming the QR code on a phone', async ({ page, browser, request, baseURL }) => {
  const uuid = await openQrMode(page, baseURL);
  const dialog = page.getByRole('dialog', { name: '学生登录' });
  await expect(dialog.getByText('请使用微信扫描二维码')).toBeVisible();
  await expect(dialog.getByRole('img', { name: '微信登录二维码' })).toHaveAttribute('src', /^data:image\/(png|svg\+xml);base64,/);

  // the phone: another browser, phone-sized, opening the address the QR encodes
  const phoneContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  const phonePage = await phoneContext.newPage();
  await phonePage.goto(hostUrl(baseURL, 'localhost', `/api/user/qrconfirm?uuid=${uuid}`));
  await expect(dialog.getByText('已扫码，请在手机上确认登录')).toBeVisible();
  const phone = freshPhone();
  const before = await smsCount(request, phone);
  await phonePage.getByLabel('手机号').fill(phone);
  await phonePage.getByRole('button', { name: '获取验证码' }).click();
  // a slider before any code (spec §5), as in the login dialog; it fits the phone's width
  const captcha = phonePage.getByRole('region', { name: '安全验证' });
  await expect(captcha).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smsCount(request, phone)).toBe(before);
  await solveCaptcha(phonePage, captcha);
  await expect(phonePage.getByText(/^验证码已发送至 \d{3}\*{4}\d{4}，5分钟内有效$/)).toBeVisible();
  const code = await nextSmsCode(request, phone, before);
  await phonePage.getByLabel('验证码').fill(code);
  await phonePage.getByRole('button', { name: '确认登录' }).click();
  await expect(phonePage.getByText('登录成功，请返回电脑端继续操作')).toBeVisible();
  await phoneContext.close();

  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: '用户头像' })).toBeVisible();
  expect(await cookie(page, 'login_type')).toBe('student');
});

test('after 60 s without success the QR is masked (二维码失效) and 点击刷新 fetches a new one', async ({ page, baseURL }) => {
  await page.clock.install();
  const first = await openQrMode(page, baseURL);
  const dialog = page.getByRole('dialog', { name: '学生登录' });
  const image = dialog.getByRole('img', { name: '微信登录二维码' });
  await expect(image).toBeVisible();
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/loginbyqrcode')) polls.push(r.url());
  });
  await page.clock.fastForward(3000);
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  expect(polls.every((url) => url.includes(`uuid=${first}`))).toBe(true);

  await page.clock.fastForward('01:00');
  await expect(dialog.getByText('二维码失效')).toBeVisible();
  const polled = polls.length;
  await page.clock.fastForward(5000);
  expect(polls.length).toBe(polled);

  const next = page.waitForResponse((r) => r.url().includes('/api/site/getloginqrcode'));
  await dialog.getByRole('button', { name: '点击刷新' }).click();
  const second = (await (await next).json()).data.UUID as string;
  expect(second).not.toBe(first);
  await expect(dialog.getByText('二维码失效')).toBeHidden();
  await expect(image).toBeVisible();
});

test('switching back to phone mode stops the polling', async ({ page, baseURL }) => {
  await page.clock.install();
  await openQrMode(page, baseURL);
  await expect(page.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/loginbyqrcode')) polls += 1;
  });
  await page.clock.fastForward(2000);
  await expect.poll(() => polls).toBeGreaterThan(0);
  await page.getByRole('button', { name: '验证码登录' }).click();
  await expect(page.getByRole('dialog', { name: '学生登录注册' })).toBeVisible();
  const seen = polls;
  await page.clock.fastForward(10_000);
  await page.waitForTimeout(300);
  expect(polls).toBe(seen);
});
