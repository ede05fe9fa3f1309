import { expect, test as base, type CDPSession, type Page } from '@playwright/test';
import { subscriberCounts } from '@campus/shared-utils/subscriber-counts';
import { logInStudentByApi, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';
import { goToHash, idsOf, queryFor, readable } from './route-walk';

// No leaks across mounts (issue 15): a logged-in student walks the parcels 50 times (home, position list, a
// position, the resume, an article, home again) by setting the hash as a link does. After a warm-up the
// DOM nodes, event listeners and JS heap, read through the DevTools protocol after a forced garbage
// collection, stay flat, and every bus stream holds as many subscribers at home as it did after the warm-up.

const NAVIGATIONS = 50;
const WARM_UP = 10;
/** The growth allowed between the warm-up's figures and the end's. */
const FLAT = 0.05;

/**
 * V8 keeps compiling the walk's functions to faster code for minutes (Sparkplug, Maglev, TurboFan): over 40
 * route changes its code grew by about 0.85 MB, 80 % of the heap's growth, none of it our objects. Without
 * those tiers the heap shows what the page keeps (docs/decisions.md, "Leaks across mounts").
 */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--js-flags=--no-sparkplug --no-maglev --no-opt'] }),
    { scope: 'worker' },
  ],
});

type Figures = { nodes: number; listeners: number; heap: number };

/** DOM nodes, event listeners and used JS heap after a full garbage collection. */
async function figures(cdp: CDPSession): Promise<Figures> {
  // twice: the first pass frees objects whose finalisers release more
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, heap };
}

/** Resolves once the page has stopped adding or removing elements for half a second (its data shown). */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let quiet = 0;
        const look = () => {
          const count = document.getElementsByTagName('*').length;
          quiet = count === last ? quiet + 1 : 0;
          last = count;
          if (quiet >= 5) resolve();
          else window.setTimeout(look, 100);
        };
        look();
      }),
  );
}

/** The page's own bus (its shared-utils module) counted by the tests' counting function. */
function busCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(`System.import('@campus/shared-utils').then(${subscriberCounts.toString()})`);
}

test('50 route changes across the parcels leave no DOM, listener, heap or bus subscription behind', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const phone = await studentWithResume(page, baseURL);
  await logInStudentByApi(page, baseURL, phone);
  await page.goto(hostUrl(baseURL, 'localhost', '/#/'));
  await expect.poll(() => readable(page)).toBe(true);
  const ids = await idsOf(page);
  const walk = ['/positionList', '/job', '/resume', '/wenDetail', '/'].map((p) => `#${p}${queryFor(p, ids)}`);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let warm: Figures | undefined;
  let warmBus: Record<string, number> = {};
  const homeBus: Record<string, number>[] = [];
  for (let i = 1; i <= NAVIGATIONS; i += 1) {
    const hash = walk[(i - 1) % walk.length];
    await goToHash(page, hash);
    await expect.poll(() => readable(page)).toBe(true);
    await settled(page);
    if (i === WARM_UP) {
      warm = await figures(cdp);
      warmBus = await busCounts(page);
    } else if (i > WARM_UP && hash === '#/') {
      homeBus.push(await busCounts(page));
    }
  }
  const end = await figures(cdp);
  const growth = (key: keyof Figures) => `${key} ${warm![key]} → ${end[key]} (${(((end[key] - warm![key]) / warm![key]) * 100).toFixed(1)} %)`;
  console.log(`after ${WARM_UP} and ${NAVIGATIONS} route changes: ${growth('nodes')}, ${growth('listeners')}, ${growth('heap')}`);
  console.log(`bus subscribers at home: ${JSON.stringify(warmBus)}`);
  // each return home finds the bus as the warm-up left it: no page's subscription outlived its page
  expect(homeBus).toEqual(homeBus.map(() => warmBus));
  for (const key of ['nodes', 'listeners', 'heap'] as const) {
    expect(end[key], key).toBeLessThanOrEqual(warm![key] * (1 + FLAT));
  }
});
