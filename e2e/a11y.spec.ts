import { expect, test, type Page } from '@playwright/test';
import { logInStudentByApi, studentWithResume } from './auth-steps';
import { settled, violations } from './axe';
import { hostUrl } from './hosts';
import { HOSTS, goToHash, idsOf, queryFor, routePaths } from './route-walk';

// Accessibility beyond the homes (issue 29): axe-core's WCAG 2.x A and AA rules (e2e/axe.ts) over every route of the
// route table as a visitor meets it and as a logged-in student with a whole resume meets it (the student's own
// pages: resume, applications, AI tools), and over each demo home scrolled to its end, at a desktop's and a phone's
// width. The phone's route walks are the phone walk's own localhost walks (e2e/phone-walk.spec.ts), which run axe at
// 390 px as they go: the same routes walked twice cost a minute of the run. No serious or critical violation may
// remain (colour contrast, names that do not contain a control's visible label, and the rest).

const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

// axe is injected as an inline script, which the site's CSP refuses: the browser is told to let it in (nothing else
// of the page changes)
test.use({ bypassCSP: true });

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

test('every route of the route table as a logged-in student meets it, desktop', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDTHS.desktop);
  // a student of its own with a resume: the demo students' SMS countdowns belong to the tests that log them in
  await logInStudentByApi(page, baseURL, await studentWithResume(page, baseURL));
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await settled(page);
  await expect(page.getByRole('img', { name: '用户头像' }).first()).toBeVisible();
  expect(await walkRoutes(page)).toEqual([]);
});

test('every route of the route table as a visitor meets it, desktop', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await settled(page);
  expect(await walkRoutes(page)).toEqual([]);
});

for (const [name, viewport] of Object.entries(WIDTHS)) {
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
