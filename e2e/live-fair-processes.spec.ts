import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { logInEmployerByApi, logInStudentByApi, studentWithResume } from './auth-steps';
import { CHROMIUM, FAKE_MEDIA } from './chromium';
import { hostUrl } from './hosts';

// A live booth's call across two API processes on one PostgreSQL database, without Redis (docs/api-live-fair.md
// "Live updates"): the student's page is served by one process, the recruiter's by the other, so the queue's
// notices and the call's signals cross between them through LISTEN/NOTIFY. Needs TEST_PG_URL.

const PG_URL = process.env.TEST_PG_URL ?? '';
const HOST = 'school.localhost';
const COMPANY = '临江智造科技有限公司';
const ROOT = path.resolve(import.meta.dirname, '..');
const PORTS = [8193, 8194] as const;

test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, ...FAKE_MEDIA] } });
const SKIPPED = 'skipped: a call across two API processes needs PostgreSQL (set TEST_PG_URL=postgres://…/test to run it)';

/** An API process on `port` serving the built pages, on the shared database. */
function startServer(port: number, databaseUrl: string, seed: boolean): ChildProcess {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO: seed ? '1' : '0', SMS_DAILY_PER_PHONE: '1000', REDIS_URL: '', WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready(port: number): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`http://localhost:${port}/readyz`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API on port ${port} did not start`);
}

test('a student on one API process and the recruiter on another talk by video; the result crosses back', async ({ browser }) => {
  if (!PG_URL) console.log(SKIPPED);
  test.skip(!PG_URL, SKIPPED);
  test.setTimeout(180_000);
  // a database of this test's own, dropped after
  const name = `campus_e2e_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const servers: ChildProcess[] = [];
  // the dev tools' token of a PostgreSQL installation is kept in the checkout's data/ folder (auth-steps reads it there)
  const dataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = path.join(ROOT, 'data');
  try {
    // the first process migrates and seeds; the second joins it
    servers.push(startServer(PORTS[0], url.toString(), true));
    await ready(PORTS[0]);
    servers.push(startServer(PORTS[1], url.toString(), false));
    await ready(PORTS[1]);
    const [studentBase, recruiterBase] = PORTS.map((p) => `http://localhost:${p}`);

    const studentContext = await browser.newContext({ locale: 'zh-CN', baseURL: studentBase });
    const page = await studentContext.newPage();
    const phone = await studentWithResume(page, studentBase, HOST);
    await logInStudentByApi(page, studentBase, phone, HOST);
    const recruiterContext = await browser.newContext({ locale: 'zh-CN', baseURL: recruiterBase });
    const recruiter = await recruiterContext.newPage();
    await logInEmployerByApi(recruiter, recruiterBase, '13900000001', HOST);
    await recruiter.goto(hostUrl(recruiterBase, HOST, '/company/'));
    await recruiter.getByRole('link', { name: '进入展位控制台' }).first().click();
    const fairId = new URL(recruiter.url().replace('#/', '')).searchParams.get('id');

    await page.goto(hostUrl(studentBase, HOST, `/#/jobFair?id=${fairId}&keyword=${encodeURIComponent('临江智造')}`));
    const card = page.getByRole('article', { name: COMPANY });
    await card.getByRole('button', { name: '进入排队' }).click();
    await expect(card.getByText(/您排在第1位/)).toBeVisible();
    // the other process's console hears the queue change
    const queue = recruiter.getByRole('region', { name: /排队中/ });
    await queue.getByRole('button', { name: '呼叫 周一鸣' }).click();
    await recruiter.getByRole('region', { name: '当前面试：周一鸣' }).getByRole('button', { name: '进入面试' }).click();
    await expect(card.getByRole('status')).toHaveText('轮到您了：企业正在呼叫您，请留在本页');
    await card.getByRole('button', { name: '进入面试' }).click();
    await page.getByRole('dialog', { name: `视频面试 · ${COMPANY}` }).getByRole('button', { name: '进入面试' }).click();
    // the offer and the answer cross the processes
    await expect(page.locator('[data-call-status="connected"]')).toBeVisible({ timeout: 15_000 });
    await expect(recruiter.locator('[data-call-status="connected"]')).toBeVisible({ timeout: 15_000 });

    await recruiter.getByRole('region', { name: '当前面试：周一鸣' }).getByRole('button', { name: '不合适' }).click();
    await expect(card.getByRole('status')).toContainText('面试结果：不合适');
    await studentContext.close();
    await recruiterContext.close();
  } finally {
    process.env.E2E_DATA_DIR = dataDir;
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))));
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
});
