// Steps the login journeys share: the slider captcha, the dev SMS outbox, and logins made through the API
// for journeys that are about something else (log-out, switch identity, hand-off, forced log-out).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { hostUrl } from './hosts';

export const DEMO_PASSWORD = 'Demo@2026';
const SMS_APP = 'campus-sms';
const LOGIN_APP = 'campus-login';

/** A mainland mobile number no other test uses (a first login registers it). */
export function freshPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The hole's left offset in a demo puzzle: the built-in captcha draws it into the background's SVG. */
export function puzzleAnswer(imageDataUrl: string): number {
  const svg = Buffer.from(imageDataUrl.slice(imageDataUrl.indexOf(',') + 1), 'base64').toString('utf8');
  const hole = /translate\((\d+(?:\.\d+)?) \d+(?:\.\d+)?\)" fill="rgba\(0,0,0,0\.5\)"/.exec(svg);
  if (!hole) throw new Error('no hole in the puzzle');
  return Number(hole[1]);
}

/**
 * Drags the open captcha's slider onto the hole as a person would: small moves over about half a second. The
 * captcha is the login dialog's, or another that holds the same slider (the QR confirm page's panel).
 */
export async function solveCaptcha(page: Page, dialog: Locator = page.getByRole('dialog', { name: '安全验证' })): Promise<void> {
  const slider = dialog.getByRole('slider', { name: '拖动滑块完成拼图' });
  await expect(slider).toBeVisible();
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  const x = puzzleAnswer((await dialog.getByRole('img', { name: '拼图背景' }).getAttribute('src')) ?? '');
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider has no box');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(start.x + (x * i) / steps, start.y + (i % 3) - 1);
    await page.waitForTimeout(45);
  }
  await page.mouse.up();
  await expect(dialog).toBeHidden();
}

/**
 * The token the server's dev tools ask for, read as an operator can: from the file the server keeps beside its
 * database (playwright.config.ts names the folder); this machine alone is not enough (issue 27).
 */
export function devToken(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is unset: run the browser tests with -c e2e/playwright.config.ts');
  return readFileSync(path.join(dir, 'dev-token'), 'utf8').trim();
}

type OutboxItem = { phone: string; purpose: string; code: string };

async function outbox(request: APIRequestContext, phone: string): Promise<OutboxItem[]> {
  const answer = await (await request.get(`/api/dev/sms-outbox?phone=${phone}`, { headers: { 'x-dev-token': devToken() } })).json();
  return answer.data.list as OutboxItem[];
}

/** How many codes the dev outbox holds for a phone (before asking for another). */
export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  return (await outbox(request, phone)).length;
}

/** The newest code sent to a phone once there are more than `before` (the dev outbox, newest first). */
export async function nextSmsCode(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const list = await outbox(request, phone);
      code = list[0]?.code ?? '';
      return list.length;
    })
    .toBeGreaterThan(before);
  return code;
}

type Json = { data: Record<string, unknown> & { code: number } };

/**
 * Calls our API from a page of the host (the browser resolves every *.localhost; Node does not), so the
 * session cookie lands on that host as after a login in its page. `form` makes it a form-encoded POST.
 */
async function call(page: Page, path: string, form?: Record<string, string>): Promise<Json> {
  return page.evaluate(
    async ([url, body]) => {
      const init: RequestInit = body
        ? { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() }
        : {};
      return (await fetch(url, { ...init, credentials: 'same-origin' })).json();
    },
    [path, form ?? null] as const,
  );
}

/** A captcha ticket through the API, as the slider would get it. */
async function captchaTicket(page: Page, appid: string): Promise<Record<string, string>> {
  const puzzle = (await call(page, `/api/captcha/get?appid=${appid}`)).data;
  const image = String(puzzle.image);
  const captchaId = String(puzzle.captcha_id);
  const x = puzzleAnswer(image);
  const track = Array.from({ length: 8 }, (_, i) => ({ x: Math.round((x * i) / 7), t: i * 60 }));
  const data = (await call(page, '/api/captcha/verify', { captcha_id: captchaId, x: String(x), track: JSON.stringify(track) })).data;
  expect(data.code).toBe(0);
  return { captcha_appid: String(data.captcha_appid), captcha_randstr: String(data.captcha_randstr), captcha_ticket: String(data.captcha_ticket) };
}

/** Sets the readable UI cookies a login writes in the page (the session cookie comes from the server). */
async function uiCookies(context: BrowserContext, host: string, values: Record<string, string>): Promise<void> {
  await context.addCookies(Object.entries(values).map(([name, value]) => ({ name, value, domain: host, path: '/' })));
}

/** Opens a plain answer of the host, so the page's calls go to that origin. */
async function onHost(page: Page, baseURL: string | undefined, host: string): Promise<void> {
  await page.goto(hostUrl(baseURL, host, '/api/site/getsiteinfo'));
}

/** Logs a student in on a host through the API (code from the outbox); returns the user id. */
export async function logInStudentByApi(page: Page, baseURL: string | undefined, phone: string, host = 'localhost'): Promise<string> {
  await onHost(page, baseURL, host);
  const outboxReader = page.context().request;
  const before = await smsCount(outboxReader, phone);
  const ticket = await captchaTicket(page, SMS_APP);
  const sent = await call(page, `/api/user/sendcode?${new URLSearchParams({ phone, type: '1', ...ticket })}`);
  expect(sent.data.code).toBe(0);
  const smsCode = await nextSmsCode(outboxReader, phone, before);
  const login = (await call(page, `/api/user/login?${new URLSearchParams({ phone, smsCode })}`)).data;
  expect(login.code).toBe(0);
  await uiCookies(page.context(), host, { user_id: String(login.user_id), login_type: 'student' });
  return String(login.user_id);
}

/** Logs a student in through the open student login dialog, as a person would (captcha, SMS code from the outbox). */
export async function logInFromDialog(page: Page, request: APIRequestContext, phone: string, login: Locator = page.getByRole('dialog', { name: '学生登录注册' })): Promise<void> {
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: '手机号' }).fill(phone);
  const before = await smsCount(request, phone);
  await login.getByRole('button', { name: '获取验证码' }).click();
  await solveCaptcha(page);
  await login.getByRole('textbox', { name: '验证码' }).fill(await nextSmsCode(request, phone, before));
  await login.getByRole('button', { name: '登录/注册' }).click();
  await expect(login).toBeHidden();
}

/**
 * Logs a student in on a host by the QR login (the phone confirms with its own SMS purpose), so a second
 * browser can log in while the first code's 60 s countdown still runs; returns the user id.
 */
/** What the phone's confirm page sends for a QR (its slider, its code, the confirm), from a page on the QR's host. */
export async function confirmQrByApi(page: Page, uuid: string, phone: string): Promise<void> {
  const outboxReader = page.context().request;
  const before = await smsCount(outboxReader, phone);
  expect((await call(page, '/api/user/qrconfirm', { uuid, phone, step: 'sendcode', ...(await captchaTicket(page, SMS_APP)) })).data.code).toBe(0);
  expect((await call(page, '/api/user/qrconfirm', { uuid, phone, smsCode: await nextSmsCode(outboxReader, phone, before) })).data.code).toBe(0);
}

export async function logInStudentByQr(page: Page, baseURL: string | undefined, phone: string, host = 'localhost'): Promise<string> {
  await onHost(page, baseURL, host);
  const uuid = String((await call(page, '/api/site/getloginqrcode?page=%2F')).data.UUID);
  await confirmQrByApi(page, uuid, phone);
  const login = (await call(page, `/api/user/loginbyqrcode?uuid=${uuid}`)).data;
  expect(login.code).toBe(0);
  await uiCookies(page.context(), host, { user_id: String(login.user_id), login_type: 'student' });
  return String(login.user_id);
}

/**
 * A new student who has an online resume, made in another browser as the resume page would. That
 * browser logs in by the QR login (its own SMS purpose), so the login from the apply button can ask for
 * a code at once instead of waiting out the first code's 60 s countdown; `via: 'sms'` for a test that
 * then logs in by QR.
 */
export async function studentWithResume(page: Page, baseURL: string | undefined, host = 'localhost', via: 'qr' | 'sms' = 'qr'): Promise<string> {
  const phone = freshPhone();
  const other = await page.context().browser()!.newContext({ locale: 'zh-CN', baseURL });
  const setup = await other.newPage();
  await (via === 'qr' ? logInStudentByQr : logInStudentByApi)(setup, baseURL, phone, host);
  const post = (url: string, fields: Record<string, string>) =>
    setup.evaluate(
      async ([u, f]) => {
        const res = await fetch(u, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...f, public_source: '1' }).toString() });
        return (await res.json()).data as { code: number } & Record<string, unknown>;
      },
      [url, fields] as const,
    );
  const saved = await post('/api/resume/savebasicinfo', {
    name: '周一鸣',
    sex: '1',
    birth_date: '2004-03-02',
    phone: '13700000000',
    email: 'zhou@example.com',
    city: '杭州',
    school: '临江大学',
    major: '软件工程',
    degree: '2',
    graduation_year: '2026',
    version: '0',
  });
  expect(saved.code).toBe(0);
  await other.close();
  return phone;
}

/** Logs the demo employer in through the API (password and captcha); returns its key. */
export async function logInEmployerByApi(page: Page, baseURL: string | undefined, phone = '13900000001', host = 'localhost'): Promise<string> {
  await onHost(page, baseURL, host);
  const ticket = await captchaTicket(page, LOGIN_APP);
  const login = (await call(page, '/company/user/login', { phone, type: '2', login_type: '2', password: DEMO_PASSWORD, ...ticket })).data;
  expect(login.code).toBe(0);
  await uiCookies(page.context(), host, { com_key_user: String(login.user_id), login_type: 'company', platform: 'qiye' });
  return String(login.user_id);
}

/** The value of a cookie of a host in the page's context, or undefined. */
export async function cookie(page: Page, name: string, host = 'localhost'): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name && c.domain.replace(/^\./, '') === host)?.value;
}
