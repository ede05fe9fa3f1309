// Route-change time (issue 15), shared by the browser test (e2e/route-speed.spec.ts) and the bench
// (bench/route-speed.mjs): from the click on a link of a home page to the mark the page sets when its first
// meaningful content is in the DOM (`route-content:<name>`, shared-utils' useRouteContentMark), both read back
// from the page's Performance API timeline. Each measurement starts from a cold HTTP cache (a new browser
// context) and clicks only once the idle prefetch has fetched what its link leads to.

/** The goal for every route change. */
export const ROUTE_GOAL_MS = 300;

const CLICK_MARK = 'route-click';
const LINK_ID = 'route-speed-link';

/**
 * The four route changes of the issue: the home page they start from, the route (`{ids}` filled by
 * routeIds) and the content mark its page sets. The article starts from school.localhost, the demo host whose
 * home links articles (localhost's has none). `student`: needs a logged-in student.
 */
export const ROUTE_TARGETS = [
  { name: 'position-list', owner: 'mf-student', host: 'localhost', route: () => `#/subApp/positionList?value=fe&label=${encodeURIComponent('前端开发')}`, ids: () => ({}) },
  { name: 'position-detail', owner: 'mf-student', host: 'localhost', route: (ids) => `#/subApp/job?id=${ids.position}`, ids: positionId },
  { name: 'resume', owner: 'mf-student', host: 'localhost', route: () => '#/subApp/resume', ids: () => ({}), student: true },
  { name: 'article', owner: 'mf-content', host: 'school.localhost', route: (ids) => `#/wenDetail?id=${ids.article}`, ids: articleId },
];

/** A published position of the page's host. */
async function positionId(page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/position/getlistbyselect', { method: 'POST', body: new URLSearchParams({ page: '1', public_source: '1' }) });
    return { position: (await res.json()).data.list[0].id };
  });
}

/** An article of the page's host: the first article of the first article column its home names. */
async function articleId(page) {
  return page.evaluate(async () => {
    const post = async (path, form) => (await (await fetch(path, { method: 'POST', body: new URLSearchParams({ ...form, public_source: '1' }) })).json()).data;
    const home = await post('/api/site/gethomeconfig', { domain: location.hostname });
    const items = [...home.big_four, ...home.zoneThree, ...home.zoneFour].filter((i) => i.config_type === 4 || i.config_type === 5);
    for (const item of items) {
      const res = await fetch(`/api/mediamaterial/getlist?id=${item.config_content}&kind=article&page_size=1&public_source=1`);
      const article = (await res.json()).data.list?.[0];
      if (article) return { article: article.id };
    }
    throw new Error('no article on this host');
  });
}

/**
 * The prefetch the idle time started has finished: the route's parcel is among the prefetched files (its link
 * came near the viewport at idle) and every prefetched file is in the resource timeline.
 */
function prefetchSettled(page, owner) {
  return page.waitForFunction(
    (module) => {
      const links = [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => l.href);
      const done = new Set(performance.getEntriesByType('resource').map((e) => e.name));
      const entry = new URL(window.System.resolve(module), location.href).href;
      return links.includes(entry) && links.every((h) => done.has(h));
    },
    `@campus/${owner}`,
    { timeout: 15_000, polling: 100 },
  );
}

/**
 * Times one route change on a page that shows a home page: puts a same-tab link to `route` at the top of the
 * page (the desktop home's own links to a position or an article open a new tab, which is a page load, not a
 * route change), waits for the idle prefetch to fetch what it leads to, clicks it and answers the
 * milliseconds from the click to the page's `route-content:<name>` mark.
 */
export async function timeRouteChange(page, { route, name, owner }) {
  await page.evaluate(
    ([id, hash]) => {
      const a = document.createElement('a');
      a.id = id;
      a.href = hash;
      a.textContent = 'route speed';
      a.style.cssText = 'position:fixed;top:0;left:0;z-index:99999;background:#fff';
      document.body.appendChild(a);
    },
    [LINK_ID, route],
  );
  await prefetchSettled(page, owner);
  await page.evaluate((mark) => {
    performance.clearMarks();
    document.addEventListener('click', () => performance.mark(mark), { capture: true, once: true });
  }, CLICK_MARK);
  await page.click(`#${LINK_ID}`);
  const handle = await page.waitForFunction(
    ([click, content]) => {
      const start = performance.getEntriesByName(click, 'mark')[0];
      const end = start && performance.getEntriesByName(content, 'mark').find((m) => m.startTime >= start.startTime);
      return end ? end.startTime - start.startTime : null;
    },
    [CLICK_MARK, `route-content:${name}`],
    { timeout: 15_000, polling: 50 },
  );
  return Number(await handle.jsonValue());
}

/** The middle value (the upper middle of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The scripts the page fetched over the network since the click (a file the prefetch fetched comes from the cache). */
export function scriptsFetchedAfterClick(page) {
  return page.evaluate((click) => {
    const start = performance.getEntriesByName(click, 'mark')[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= start && e.initiatorType === 'script' && e.transferSize > 0)
      .map((e) => new URL(e.name).pathname);
  }, CLICK_MARK);
}
