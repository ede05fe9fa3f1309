import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');

test('the import-map-overrides devtools appear only with localStorage.devtools', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/#/');
  await expect(page.getByText('京ICP备2026011201号-1')).toBeVisible();
  await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);
  // visitors without overrides do not download the tool
  expect(scripts.filter((u) => u.includes('import-map-overrides'))).toEqual([]);
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.locator('import-map-overrides-full button').first()).toBeVisible();
});

// README "Swapping one parcel", step by step, for every parcel: a real `npm run dev -w <parcel>` (the script it
// runs, on a port of its own), the devtools flag, the override, a reload. The swapped page must read and lie out
// as the site's own: the parcel's CSS comes from the dev server too, which the CSP and the content types allow.
const SWAPS = [
  { parcel: 'mf-header', page: '/#/', area: '#app-header' },
  { parcel: 'mf-home', page: '/#/', area: '#app-mf-home' },
  { parcel: 'mf-auth', page: '/#/login', area: '#app-mf-auth' },
  { parcel: 'mf-student', page: '/#/subApp/positionList', area: '#app-mf-student' },
  { parcel: 'mf-content', page: '/#/about', area: '#app-mf-content' },
] as const;

/** `npm run dev -w <parcel>`'s server, once its first build is served. */
async function serveParcel(parcel: string, port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['scripts/dev-parcel.mjs', parcel], { cwd: ROOT, env: { ...process.env, PARCEL_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('rebuilt at')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => reject(new Error(`dev server of ${parcel} stopped:\n${log}`)));
  });
  return { url: `http://localhost:${port}/${parcel}.js`, stop: () => child.kill() };
}

/** What the parcel's area says and how it lies out: its text and the boxes of its headings, links and buttons. */
function areaPicture(page: Page, area: string) {
  return page.locator(area).evaluate((root) => ({
    text: (root as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
    boxes: Array.from(root.querySelectorAll('h1, h2, h3, a, button, input'), (el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(',');
    }),
  }));
}

for (const [i, swap] of SWAPS.entries()) {
  test(`QA swaps ${swap.parcel} for its dev server as the README says, and the page is the same`, async ({ page }) => {
    test.setTimeout(60_000);
    const server = await serveParcel(swap.parcel, 9300 + i);
    try {
      const failures: string[] = [];
      page.on('console', (m) => m.type() === 'error' && failures.push(m.text()));
      page.on('pageerror', (e) => failures.push(e.message));
      const styles: string[] = [];
      page.on('response', (r) => r.request().resourceType() === 'stylesheet' && r.ok() && styles.push(r.url()));
      const settle = async () => {
        await expect(page.locator(swap.area)).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
      };
      await page.goto(swap.page);
      await settle();
      const own = await areaPicture(page, swap.area);
      const ownStyles = styles.filter((u) => u.includes(`/${swap.parcel}/`));

      await page.evaluate(() => localStorage.setItem('devtools', 'true'));
      await page.reload();
      await page.waitForFunction(() => 'importMapOverrides' in window);
      await page.evaluate(([name, url]) => (window as unknown as { importMapOverrides: { addOverride: (n: string, u: string) => void } }).importMapOverrides.addOverride(name, url), [`@campus/${swap.parcel}`, server.url]);
      const scripts: string[] = [];
      page.on('response', (r) => r.request().resourceType() === 'script' && r.ok() && scripts.push(r.url()));
      styles.length = 0;
      await page.reload();
      await settle();
      // the parcel came from the dev server, and so did each of its stylesheets the site's own page had (the page's
      // HTML still preloads the site's own first-view CSS for the header and the home; its class names are the
      // site build's, so it does not style the swapped parcel)
      expect(scripts).toContain(server.url);
      expect(styles.filter((u) => u.startsWith(new URL(server.url).origin))).toHaveLength(ownStyles.length);
      await expect(page.getByText('该区域加载失败，请刷新页面重试')).toHaveCount(0);
      expect(await areaPicture(page, swap.area)).toEqual(own);
      expect(failures).toEqual([]);
    } finally {
      server.stop();
    }
  });
}
