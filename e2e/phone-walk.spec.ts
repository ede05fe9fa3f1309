import { expect, test, type Page } from '@playwright/test';
import { logInStudentByApi, logInStudentByQr } from './auth-steps';
import { violations } from './axe';
import { hostUrl } from './hosts';
import { HOSTS, goToHash, idsOf, queryFor, readable, routePaths } from './route-walk';

// Every route of every demo host at a phone's width (360 and 390 px, issue 14): each shows something a person can
// read (text, a control or media: the AI tools included — a visitor sees the tool's introduction or the sign-in
// prompt, a site without the tool says so), nothing scrolls sideways and no visible control lies, even in part,
// outside the window. (One walk for both properties: they were two walks of the same routes.) The browser keeps the default desktop user agent:
// a phone's user agent is sent to the mobile address (spec §1, mobile.spec.ts), which the test server sets; a
// site without a mobile address (the default) shows phones exactly this layout, as it does a narrow window.
// One page per host, reused across routes and both widths, keeps the walk fast. On localhost, as a visitor and as the
// student with a full record, each route also gets axe-core's WCAG A and AA rules at 390 px (e2e/axe.ts): these are
// the accessibility walk's phone walks (e2e/a11y.spec.ts), done here rather than walking the same routes again.

const WIDTHS = [360, 390] as const;
const HEIGHT = 800;
/**
 * The demo students of the README: one with a complete resume, applications in every state, favourites and interviews
 * (logged in by the QR login, whose codes other journeys' SMS logins of this phone do not wait for), one with a partial resume.
 */
const STUDENTS = { full: '13800000001', partial: '13800000002' };
/**
 * Pages of their own: the school landing page, the organiser login page, the redirect to the employer back office's
 * placeholder, and the other back-office placeholders.
 */
const SINGLE_PAGES: [host: string, path: string][] = [
  ['gate.localhost', '/'],
  ['org.localhost', '/'],
  ['hire.localhost', '/'],
  ['localhost', '/school/'],
  ['localhost', '/op/'],
];

/** The width the localhost walks check accessibility at (the accessibility walk's phone). */
const AXE_WIDTH = 390;

// axe is injected as an inline script, which the site's CSP refuses: the browser is told to let it in
test.use({ viewport: { width: WIDTHS[0], height: HEIGHT }, bypassCSP: true });
test.describe.configure({ mode: 'parallel' });

/** Resolves once no request of the page has been in flight for a short while (pages fill in after their calls). */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + 5000;
    while (Date.now() < until && (inFlight > 0 || Date.now() - last < 150)) await page.waitForTimeout(50);
  };
}

/** What does not fit: the page's sideways overflow and the visible controls outside the window, as short descriptions. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    // against the page's own width: the window's keeps a gutter for the scroll bar (scrollbar-gutter), under which
    // an overflow of up to its width would hide
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) found.push(`page is ${overflow}px wider than the window`);
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('href') || '').trim().slice(0, 24);
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${text}"`;
    };
    for (const el of document.querySelectorAll('a, button, input, select, textarea, [role=button]')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // hidden for the eye (a visually hidden label or input)
      // what its scrolling or clipping ancestors let show: a tab row that scrolls, a carousel's other slides
      let left = rect.left;
      let right = rect.right;
      let cut = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX !== 'visible') {
          const box = p.getBoundingClientRect();
          // a box that hides what overflows it (not one that scrolls) and shows only part of the control cuts it off
          // a map the user pans and zooms (data-pannable: the booth map) shows part of a booth at its edges by design
          const hides = (ps.overflowX === 'hidden' || ps.overflowX === 'clip') && !p.closest('[data-pannable]');
          if (hides && ((left < box.left - 1 && right > box.left + 1) || (right > box.right + 1 && left < box.right - 1))) cut = true;
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
      }
      if (right - left <= 1) continue; // scrolled or slid out of its own box
      if (right <= 0) continue; // parked left of the page until focused (a skip link): never widens it
      if (cut) found.push(`${describe(el)} cut off by its box at ${Math.round(left)}..${Math.round(right)}`);
      rect = new DOMRect(left, rect.top, right - left, rect.height);
      if (rect.left < -1 || rect.right > width + 1) found.push(`${describe(el)} at ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    }
    return found;
  });
}

async function checkBothWidths(page: Page, settle: () => Promise<void>, where: string, problems: string[], axe = false): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle();
    for (const misfit of await misfits(page)) problems.push(`${where} @${width}: ${misfit}`);
    if (axe && width === AXE_WIDTH) for (const v of await violations(page)) problems.push(`${where} @${width}: ${v.id} (${v.impact}) at ${v.targets.join(' | ')}`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
}

/** Opens every route of a host's route table with the queries its links carry, checking both widths at each. */
async function walkHost(page: Page, baseURL: string | undefined, host: string): Promise<string[]> {
  const settle = trackRequests(page);
  await page.goto(hostUrl(baseURL, host, '/#/'));
  await expect.poll(() => readable(page)).toBe(true);
  const ids = await idsOf(page);
  const routes = await routePaths(page);
  expect(routes.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const path of routes) {
    if (new URL(page.url()).hostname !== host) await page.goto(hostUrl(baseURL, host, '/#/'));
    const hash = `#${path}${queryFor(path, ids)}`;
    await goToHash(page, hash);
    // every route shows something a person can read (text, a control or media): a blank page is a problem too
    const shown = await expect
      .poll(() => readable(page), { timeout: 8000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!shown) problems.push(`${host}/${hash}: blank page`);
    await checkBothWidths(page, settle, `${host}/${hash}`, problems, host === 'localhost');
  }
  return problems;
}

for (const host of HOSTS) {
  test(`every route fits a phone on ${host}`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    expect(await walkHost(page, baseURL, host), `what does not fit a phone on ${host}`).toEqual([]);
  });
}

// the student pages with a student's own data (the new header's site, and the older header's with its resume pages)
test('every route fits a phone for a student with a full record on localhost', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await logInStudentByQr(page, baseURL, STUDENTS.full);
  expect(await walkHost(page, baseURL, 'localhost'), 'what does not fit a phone on localhost, logged in').toEqual([]);
});

test('every route fits a phone for a student with a partial resume on province.localhost', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await logInStudentByApi(page, baseURL, STUDENTS.partial, 'province.localhost');
  expect(await walkHost(page, baseURL, 'province.localhost'), 'what does not fit a phone on province.localhost, logged in').toEqual([]);
});

test('the pages of their own fit a phone', async ({ page, baseURL }) => {
  const settle = trackRequests(page);
  const problems: string[] = [];
  for (const [host, path] of SINGLE_PAGES) {
    await page.goto(hostUrl(baseURL, host, path));
    await expect.poll(() => page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(2);
    await checkBothWidths(page, settle, `${host}${path}`, problems);
  }
  expect(problems).toEqual([]);
});

test('the header folds into one row with a menu holding every entry, and stays whole when scrolled', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  const banner = page.locator('#app-header');
  const toggle = page.getByRole('button', { name: '菜单' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // one row: the logo and the menu button side by side, the desktop menu and login buttons folded away
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(72);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
  await expect(page.getByRole('group', { name: '登录与注册' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  const entries = (await panel.locator('a, button').allInnerTexts()).map((t) => t.trim());
  expect(entries).toEqual(['首页', 'AI简历撰写', 'AI简历诊断', 'AI模拟面试', 'AI职业规划书', '职位推荐', '企业', '学生登录', '我要招人', '学校登录']);
  await expect(panel.getByRole('link', { name: '首页' })).toBeFocused();
  for (const misfit of await misfits(page)) expect(misfit).toBe('');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  // a link in the menu goes there in this tab and closes the menu
  await toggle.click();
  await panel.getByRole('link', { name: '企业' }).click();
  await expect(page).toHaveURL(/#\/subApp\/companyList/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // scrolled: the fixed header keeps the logo and the menu button inside the window
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
  // the home has built its page (its header image took over from the server's first view)
  await expect(page.locator('#first-view')).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('[data-fixed="true"]')).toBeVisible();
  const box = (await page.getByRole('button', { name: '菜单' }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(page.getByRole('button', { name: '学生登录' })).toBeInViewport();
});

// an organiser's long title used to break mid-word (…春季双 / 选会) and make the bar 79 px tall on a 360 px phone
test('an organiser’s long title stays on one line of a 360 px phone, with the menu button beside it', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(hostUrl(baseURL, 'fair.localhost', '/#/'));
  const banner = page.getByRole('banner');
  await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
  // one row, as on the other hosts (72 px at most: the badge, the two lines of title and subtitle)
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(72);
  const title = banner.getByRole('link').first().locator('span span').first();
  const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
  expect(lines).toBe(1);
  // and whole: not cut short
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

// the position list's filters used to fill a phone's whole first screen: the first result must show without a scroll
test('the position list shows its first result on a phone’s first screen, below its filters', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(hostUrl(baseURL, 'localhost', '/#/subApp/positionList'));
  const first = page.getByRole('list', { name: '职位列表' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 0.5 });
  for (const misfit of await misfits(page)) expect(misfit).toBe('');
});

test('the login dialogs fit a phone, opened from the folded menu', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  const toggle = page.getByRole('button', { name: '菜单' });
  for (const entry of ['学生登录', '我要招人', '学校登录']) {
    await toggle.click();
    await page.getByRole('button', { name: entry }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // the page behind the dialog is hidden from assistive technology while it is open
    await expect(page.getByRole('button', { name: '菜单', includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
    const box = (await dialog.boundingBox())!;
    expect(box.x, `${entry}: the dialog's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${entry}: the dialog's right edge`).toBeLessThanOrEqual(WIDTHS[0]);
    expect(await misfits(page), `${entry}: what does not fit`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
