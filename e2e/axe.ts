import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core's WCAG 2.x A and AA rules as the browser tests run them (e2e/a11y.spec.ts, and the phone walk's localhost
// walks in e2e/phone-walk.spec.ts). axe is injected as an inline script, which the site's CSP refuses: a spec using
// this sets `test.use({ bypassCSP: true })` (nothing else of the page changes).

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Found = { id: string; impact: string; targets: string[] };

/**
 * The serious and critical violations of the page once it is still: a page may open a dialog a moment after it
 * settles (a student-only page asks a visitor to log in), and a dialog caught fading in has its colours blended with
 * the page's; what axe finds is checked again after a pause, and only what stays is reported.
 */
export async function violations(page: Page): Promise<Found[]> {
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
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]));
}

