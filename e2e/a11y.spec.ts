import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { logInStudentByApi, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';
import { HOSTS, goToHash, idsOf, queryFor, routePaths } from './route-walk';

// Accessibility beyond the homes (issue 29): axe-core's WCAG 2.x A and AA rules over every route of the route table
// as a visitor meets it and as a logged-in student with a whole resume meets it (the student's own pages: resume,
// applications, AI tools), at a desktop's and a phone's width, and over each demo home scrolled to its end. No serious or critical
// violation may remain (colour contrast, names that do not contain a control's visible label, and the rest).

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe is injected as an inline script, which the site's CSP refuses: the browser is told to let it in (nothing else
// of the page changes)
test.use({ bypassCSP: true });

type Found = { id: string; impact: string; targets: string[] };

/**
 * The serious and critical violations of the page once it is still: a page may open a dialog a moment after it
 * settles (a student-only page asks a visitor to log in), and a dialog caught fading in has its colours blended with
 * the page's; what axe finds is checked again after a pause, and only what stays is reported.
 */
async function violations(page: Page): Promise<Found[]> {
  if ((await axeViolations(page)).length === 0) return [];
  await page.waitForTimeout(600);
  await settled(page);
  return axeViolations(page);
}

async function axeViolations(page: Page): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    // label-content-name-mismatch (WCAG 2.5.3: a control's name contains its visible label) is marked experimental in axe, so it is asked for by name
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, TAGS);
}

/** Waits for the page's calls to settle (the page fills in after them) and its animations to end (a dialog fading in is measured as it will stay). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]));
}

/** Every route of the route table, as the page meets it now: the serious and critical violations, each with its route. */
async function walkRoutes(page: Page): Promise<string[]> {
  const ids = await idsOf(page);
  const problems: string[] = [];
  for (const path of await routePaths(page)) {
    await goToHash(page, `#${path}${queryFor(path, ids)}`);
    await settled(page);
    for (const v of await violations(page)) problems.push(`${path}: ${v.id} (${v.impact}) at ${v.targets.join(' | ')}`);
  }
  return problems;
}

/** Scrolls a page down to its end a screen at a time, so the sections drawn as they come near are there to be checked. */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await settled(page);
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test(`every route of the route table as a logged-in student meets it, ${name}`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    // a student of its own with a resume: the demo students' SMS countdowns belong to the tests that log them in
    await logInStudentByApi(page, baseURL, await studentWithResume(page, baseURL));
    await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
    await settled(page);
    await expect(page.getByRole(name === 'phone' ? 'button' : 'img', { name: name === 'phone' ? '菜单' : '用户头像' }).first()).toBeVisible();
    expect(await walkRoutes(page)).toEqual([]);
  });

  test(`every route of the route table as a visitor meets it, ${name}`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
    await settled(page);
    expect(await walkRoutes(page)).toEqual([]);
  });

  test(`each demo home, ${name}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const host of HOSTS) {
      await page.goto(hostUrl(baseURL, host, '/#/'));
      await settled(page);
      await scrollThrough(page);
      for (const v of await violations(page)) problems.push(`${host}: ${v.id} (${v.impact}) at ${v.targets.join(' | ')}`);
    }
    expect(problems).toEqual([]);
  });
}
