import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './hosts';

// The first view the server paints on a home (api/src/web/first-paint.ts, the fv-* rules of base.css): the
// largest image shows before the scripts have built the page, exactly where the home parcel then draws its
// own, and hands over without a jump.

type Box = { x: number; y: number; width: number; height: number };

/** Holds the home parcel back until released, so the server's first view can be measured alone. */
async function holdHomeParcel(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mf-home\/mf-home\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Recorded = { shifts: { value: number; nodes: string[] }[]; lcp: { url: string; at: number; size: number; element: string }[] };

async function recordShiftsAndPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { recorded: Recorded };
    w.recorded = { shifts: [], lcp: [] };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        // the page area's shifts: the first view and what replaces it (the header bar has checks of its own)
        if (e.sources.every((x) => x.node instanceof Element && x.node.closest('#app-header'))) continue;
        // which element moved, from where to where and when: a failure says what shifted, not only how much
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const nodes = e.sources.map((x) => `${x.node instanceof Element ? `${x.node.tagName}#${x.node.id}.${x.node.className}` : String(x.node?.nodeName)} ${rect(x.previousRect)} -> ${rect(x.currentRect)} at ${Math.round(e.startTime)} ms`);
        w.recorded.shifts.push({ value: e.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { url: string; size: number; element: Element | null })[]) w.recorded.lcp.push({ url: e.url, at: e.startTime, size: e.size, element: e.element?.outerHTML.slice(0, 80) ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const recorded = (page: Page): Promise<Recorded> => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

const boxOf = (page: Page, selector: string): Promise<Box | null> =>
  page.evaluate((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  }, selector);

function expectSameBox(a: Box | null, b: Box | null): void {
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a![k] - b![k]), `${k}: ${a![k]} vs ${b![k]}`).toBeLessThanOrEqual(1);
}

// `imageLargest`: the widths where Chrome counts the image as the largest paint (it leaves out images of very
// few bits per pixel, such as the school's header SVG drawn 1200 px wide, so there a text is the largest)
const CASES = [
  { host: 'localhost', own: 'section[aria-roledescription="carousel"] img', widths: [412, 1100, 1280], imageLargest: [412, 1100, 1280] },
  { host: 'school.localhost', own: '[data-home="config"] picture img', widths: [412, 1280], imageLargest: [412] },
];

for (const { host, own, widths, imageLargest } of CASES) {
  for (const width of widths) {
    test(`${host} at ${width} px: the largest image paints before the home parcel runs, where the parcel draws its own, and hands over without a shift`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordShiftsAndPaints(page);
      const release = await holdHomeParcel(page);
      // not until 'load': the held parcel's preload holds the load event
      await page.goto(hostUrl(baseURL, host, '/#/'), { waitUntil: 'domcontentloaded' });
      const server = page.locator('#first-view img');
      await expect(server).toBeVisible();
      await expect.poll(() => server.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // painted, and the page's largest paint, while the home parcel is still held back
      const src = await server.evaluate((img: HTMLImageElement) => img.currentSrc);
      const largest = async () => (await recorded(page)).lcp.at(-1)?.url;
      if (imageLargest.includes(width)) await expect.poll(largest).toBe(src);
      else await expect.poll(largest).toBeDefined();
      const before = await boxOf(page, '#first-view img');

      // the header has mounted meanwhile: the first view has not moved
      await expect(page.getByRole('navigation', { name: '主导航' }).or(page.getByRole('button', { name: '菜单' })).first()).toBeVisible();
      expectSameBox(await boxOf(page, '#first-view img'), before);

      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await expect(page.locator('#first-view')).toHaveCount(0);
      expectSameBox(await boxOf(page, own), before);
      await page.waitForTimeout(300);
      const { shifts, lcp } = await recorded(page);
      expect(shifts.reduce((sum, x) => sum + x.value, 0), JSON.stringify(shifts)).toBeLessThan(0.001);
      // the largest paint came before the parcel was let through: the parcel's copy is no larger
      if (imageLargest.includes(width)) expect(lcp.at(-1)!.at, JSON.stringify(lcp)).toBeLessThan(releasedAt);
    });
  }
}

test('another route never shows the first view nor downloads its image', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
  });
  await page.goto('/#/subApp/positionList');
  await expect(page.getByRole('heading', { name: '职位搜索' })).toBeVisible();
  await expect(page.locator('#first-view')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(images.filter((p) => p.startsWith('/static/home/banner/'))).toEqual([]);
});

test('a home whose parcel fails to load does not keep the first view over the error', async ({ page }) => {
  await page.route(/\/assets\/mf-home\/mf-home\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/#/');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
});

// The homes whose first view is a title on a background: the old-style home's hero, and the whole pages (no
// header) of a school without job fairs (the landing page) and of the organisers (their login page).
// (`titleLargest`: the widths where the first view's own paint (its title, or its background) stays the largest; on a wide screen a larger element of
// the page's own comes into view: the landing page's QR code, made by two calls after the page runs, and the
// old-style home's selling-point pictures)
const TITLE_VIEWS = [
  { host: 'province.localhost', server: '#first-view .fv-hero-title', wholePage: false, titleLargest: [412] },
  { host: 'gate.localhost', server: '#first-view .fv-landing-school', wholePage: true, titleLargest: [412] },
  { host: 'org.localhost', server: '#first-view .fv-organiser-title', wholePage: true, titleLargest: [412, 1280] },
];

for (const { host, server, wholePage, titleLargest } of TITLE_VIEWS) {
  for (const width of [412, 1280]) {
    test(`${host} at ${width} px: the page's title paints before the home parcel runs, where the page draws its own, and hands over without a shift`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordShiftsAndPaints(page);
      const release = await holdHomeParcel(page);
      await page.goto(hostUrl(baseURL, host, '/#/'), { waitUntil: 'domcontentloaded' });
      const title = page.locator(server);
      await expect(title).toBeVisible();
      const text = await title.innerText();
      expect(text.length).toBeGreaterThan(1);
      // no header bar above a whole page, and a largest paint while the parcel is held back
      if (wholePage) await expect(page.locator('.shell-header')).toHaveCount(0);
      await expect.poll(async () => (await recorded(page)).lcp.length).toBeGreaterThan(0);
      const before = await boxOf(page, server);

      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await expect(page.locator('#first-view')).toHaveCount(0);
      await expect(page.locator('#app-main h1')).toHaveText(text);
      expectSameBox(await boxOf(page, '#app-main h1'), before);
      await page.waitForTimeout(300);
      const { shifts, lcp } = await recorded(page);
      expect(shifts.reduce((sum, x) => sum + x.value, 0), JSON.stringify(shifts)).toBeLessThan(0.001);
      // the largest paint is the first view's own: its title before the parcel runs, or its background image arriving
      // when it arrives (on a fast machine just after the release); never an element the parcel drew on taking over
      if (titleLargest.includes(width)) {
        expect(lcp.some((x) => x.at < releasedAt), JSON.stringify(lcp)).toBe(true);
        expect(lcp.filter((x) => x.at >= releasedAt).every((x) => x.element.includes('class="fv-')), JSON.stringify(lcp)).toBe(true);
      }
    });
  }
}
