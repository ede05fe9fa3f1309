import { expect, test, type Page } from '@playwright/test';

// A script whose bytes differ from the build's is refused, whoever loads it (issue 27): SystemJS an entry, by the
// import map's integrity; rspack's runtime a lazy chunk, by the sha384 its entry carries. The server here is the
// config's; the browser is handed altered bytes (as a bad CDN or disk would send them) through page.route.
// e2e/deploy.spec.ts does the same to a deployed entry on disk.

// mf-content's article list without a column: a page the parcel draws from its lazy page chunk, without data
const COLUMN = '/#/wenList';
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /栏目不存在或已下线/ });
const TAMPERED = 'window.__campusTampered = (window.__campusTampered || 0) + 1;';

/** Serves every file `pick` selects with code of ours appended; resolves with how many were altered. */
async function tamper(page: Page, pick: (file: string) => boolean): Promise<{ altered: string[] }> {
  const altered: string[] = [];
  await page.route('**/assets/mf-content/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (!pick(file)) return route.continue();
    const response = await route.fetch();
    altered.push(file);
    await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', headers: { 'cache-control': 'no-store' }, body: `${await response.text()}\n;${TAMPERED}\n` });
  });
  return { altered };
}

async function expectRefused(page: Page, altered: string[], console: string[]): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: '该区域加载失败' })).toBeVisible();
  await expect(heading(page)).toHaveCount(0);
  expect(altered.length).toBeGreaterThan(0);
  // the altered code never ran, and the browser says why it refused the file
  expect(await page.evaluate(() => (window as unknown as { __campusTampered?: number }).__campusTampered)).toBeUndefined();
  expect(console.join('\n')).toMatch(/integrity/i);
  // the header and footer (mf-header) work around the failed area
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
}

function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  return lines;
}

test('a lazy chunk whose bytes differ from the build is refused: its area shows the error and its code never runs', async ({ page }) => {
  const console = consoleOf(page);
  const { altered } = await tamper(page, (file) => file.startsWith('wenList.'));
  await page.goto(COLUMN);
  await expectRefused(page, altered, console);
  // the page chunk alone (asked for again when the page renders after its mount's preload failed)
  expect(altered.filter((file) => !/^wenList\.\w+\.js$/.test(file))).toEqual([]);
});

test('a parcel entry whose bytes differ from the build is refused the same way', async ({ page }) => {
  const console = consoleOf(page);
  const { altered } = await tamper(page, (file) => file.startsWith('mf-content.'));
  await page.goto(COLUMN);
  await expectRefused(page, altered, console);
});

test('the same page with the bytes as built shows its heading (the route changes nothing else)', async ({ page }) => {
  const { altered } = await tamper(page, () => false);
  await page.goto(COLUMN);
  await expect(heading(page)).toBeVisible();
  expect(altered).toEqual([]);
});
