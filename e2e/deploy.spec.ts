import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// `npm run deploy -- mf-content` against a running server (a copy of the build, so the other specs' server is
// untouched): the next page load shows the changed parcel; a file whose bytes differ from its integrity is refused
// and only its area fails; `--rollback` brings the old parcel back. No restart anywhere.

const root = path.resolve(import.meta.dirname, '..');
const built = process.env.WEB_DIR ? path.resolve(root, process.env.WEB_DIR) : path.join(root, 'dist/web');
// the port after the config's own server (E2E_PORT), so parallel runs with their own ports never meet
const port = Number(process.env.E2E_PORT ?? 8189) + 1;
const base = `http://localhost:${port}`;
const MARK = '部署标记';
// mf-content's answer to a list without a column: a page the parcel draws without any data
const COLUMN = `${base}/#/wenList`;
const SOURCE_LINE = '<NotFound title={CONTENT_MSG.columnNotFound}';

let work: string;
let web: string;
let server: ChildProcess;

function deploy(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['scripts/deploy/deploy.mjs', 'mf-content', ...args], { cwd: root, env: { ...process.env, DEPLOY_DIR: web } }, (err, stdout, stderr) =>
      err ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 850; i++) {
    if (server.exitCode !== null) throw new Error('the deploy test server exited');
    const up = await fetch(`${base}/api/site/getsiteinfo`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the deploy test server did not start');
}

test.beforeAll(async () => {
  // a server of its own seeds a fresh database on start, like the config's server
  test.setTimeout(90_000);
  work = mkdtempSync(path.join(tmpdir(), 'campus-deploy-e2e-'));
  web = path.join(work, 'web');
  cpSync(built, web, { recursive: true });
  // the changed parcel: mf-content's sources with a marker in that page's heading
  const source = path.join(work, 'mf-content');
  cpSync(path.join(root, 'mf-content'), source, { recursive: true, filter: (f) => !f.includes('node_modules') });
  const list = path.join(source, 'src/features/media/article-list/article-list-page.tsx');
  const text = readFileSync(list, 'utf8');
  if (!text.includes(SOURCE_LINE)) throw new Error('article-list-page.tsx changed: update the deploy test marker');
  writeFileSync(list, text.replace(SOURCE_LINE, `<NotFound title={'${MARK}' + CONTENT_MSG.columnNotFound}`));
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), WEB_DIR: web, DATABASE_URL: path.join(work, 'campus.db'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await waitForServer();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A page in a browser context of its own: an empty cache, so the hashed files come from the server. */
async function freshPage(browser: Browser): Promise<{ page: Page; console: string[] }> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  await page.goto(COLUMN);
  return { page, console };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /栏目不存在或已下线/ });
const mapLine = () => (JSON.parse(readFileSync(path.join(web, 'import-map.json'), 'utf8')) as { imports: Record<string, string> }).imports['@campus/mf-content']!;

test('a parcel deployed by its import-map line shows on the next load, is refused when tampered with, and rolls back', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await freshPage(browser);
  await expect(heading(page)).toBeVisible();
  await expect(heading(page)).not.toContainText(MARK);
  const before = mapLine();

  await deploy(['--source', path.join(work, 'mf-content')]);
  const deployed = mapLine();
  expect(deployed).not.toBe(before);
  await page.reload();
  await expect(heading(page)).toContainText(MARK);

  // change the deployed file's bytes as a bad CDN or disk would (every copy the server may send)
  const file = path.join(web, deployed);
  const tampered = Buffer.from(readFileSync(file, 'utf8').replace('System.register', 'System.register/*x*/'));
  writeFileSync(file, tampered);
  writeFileSync(`${file}.br`, brotliCompressSync(tampered));
  writeFileSync(`${file}.gz`, gzipSync(tampered));
  const broken = await freshPage(browser);
  await expect(broken.page.getByRole('alert').filter({ hasText: '该区域加载失败' })).toBeVisible();
  await expect(heading(broken.page)).toHaveCount(0);
  expect(broken.console.join('\n')).toMatch(/integrity/);
  // the header, its navigation and the footer (mf-header) work around the failed area
  await expect(broken.page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(broken.page.getByText('京ICP备2026011201号-1')).toBeVisible();

  await deploy(['--rollback']);
  expect(mapLine()).toBe(before);
  const old = await freshPage(browser);
  await expect(heading(old.page)).toBeVisible();
  await expect(heading(old.page)).not.toContainText(MARK);
  await expect(old.page.getByRole('alert').filter({ hasText: '该区域加载失败' })).toHaveCount(0);
});
