// Records what a browser asks for on each page of the browsing mix (bench/lib/browse-mix.mjs): starts the
// API on a fresh demo database (127.0.0.1 only), logs a student in, opens each page in Debian's headless
// Chromium and prints every request the page makes, in order. Needs `npm run build`. Run it after a page
// changes its calls and bring bench/lib/browse-mix.mjs up to date by hand:
//   node bench/record-browse-mix.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startApi, stop } from './lib/server.mjs';
import { logInStudent, studentPhone } from './lib/student-login.mjs';

const PORT = 8395;
const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-record-'));
const api = await startApi(PORT, { DATABASE_URL: path.join(dataDir, 'record.db'), RATE_LIMIT_MAX: '1000000', SMS_DAILY_PER_IP: '100000' });
const base = `http://localhost:${PORT}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const { token, userId } = await logInStudent(`http://127.0.0.1:${PORT}`, studentPhone(1));
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(
    Object.entries({ uniq_user_token: token, user_id: String(userId), login_type: 'student' }).map(([name, value]) => ({ name, value, domain: 'localhost', path: '/' })),
  );
  // a named online resume, so the apply picker offers it and the resume page shows the basic information
  const saved = await context.request.post('/api/resume/savebasicinfo', {
    form: { name: '录制学生', sex: '1', birth_date: '2003-05-18', phone: '13812345678', email: 'rec@example.com', city: '上海', school: '临江大学', major: '计算机科学与技术', degree: '2', graduation_year: '2026', version: '0', public_source: '1' },
  });
  if ((await saved.json()).data.code !== 0) throw new Error(`resume not saved: ${await saved.text()}`);
  const list = await (await context.request.post('/api/position/getlistbyselect', { form: { page: '1', page_size: '20', keyword: '开发', public_source: '1' } })).json();
  const positionId = list.data.list[0].id;

  /** Opens a page afresh (so site info is asked again, as when a student opens it) and prints its requests. */
  async function record(name, url, act = async () => {}) {
    const page = await context.newPage();
    const seen = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      seen.push(`${r.method().padEnd(4)} ${r.resourceType().padEnd(10)} ${u.pathname}${u.search}${r.postData() ? `  body: ${r.postData()}` : ''}`);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // a student reads the page to its end: lazy images and blocks below the fold load too
    for (let i = 0; i < 10; i += 1) await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    const before = seen.length;
    await act(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    console.log(`\n== ${name} (${url}): ${seen.length} requests${before < seen.length ? `, the action from #${before + 1}` : ''}`);
    for (const line of seen) console.log(`  ${line}`);
    await page.close();
  }

  await record('home', '/#/');
  await record('search', `/#/positionList?keyword=${encodeURIComponent('开发')}`);
  await record('detail', `/#/job?id=${positionId}`);
  await record('apply', `/#/job?id=${positionId}`, async (page) => {
    await page.getByRole('button', { name: '投递简历' }).click();
    await page.getByRole('dialog', { name: '选择投递的简历' }).getByRole('button', { name: '确认投递' }).click();
    await page.getByRole('button', { name: /已投递/ }).waitFor();
  });
  await record('resume save', '/#/resume', async (page) => {
    await page.getByRole('button', { name: '编辑基本信息' }).click();
    const form = page.getByRole('form', { name: '基本信息' });
    await form.getByLabel('现居城市').fill('杭州');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByRole('region', { name: '基本信息' }).getByText('杭州', { exact: false }).waitFor();
  });
} finally {
  await browser.close();
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
