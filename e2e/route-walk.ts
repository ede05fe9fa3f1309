import type { Page } from '@playwright/test';

// The route walk of the browser tests that open every route of every demo host (phone-walk.spec.ts, and the
// journeys that need a host's ids): the hosts, the ids of each host's own data, the query each route's links carry.

/** The demo hosts that show the normal site (the others show one page: a landing, a login page or a redirect). */
export const HOSTS = ['localhost', 'school.localhost', 'dept.school.localhost', 'fair.localhost', 'uni.localhost', 'province.localhost'];

export type Ids = { position: number; company: number; fair: number; articleColumn: number; contentColumn: number; article: number; video: number };

/** Ids of this host's own data, as its pages' links carry them (1 where the host has none: a not-found page). */
export function idsOf(page: Page): Promise<Ids> {
  return page.evaluate(async () => {
    const data = async (path: string, form?: Record<string, string>) => {
      const res = await fetch(path, form ? { method: 'POST', body: new URLSearchParams(form) } : undefined);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const first = (list: unknown) => (Array.isArray(list) && list.length > 0 ? Number((list[0] as { id: number }).id) : 1);
    const positions = await data('/api/position/getlistbyselect', { page: '1' });
    const companies = await data('/api/company/getlist?page=1');
    const home = await data('/api/site/gethomeconfig', { domain: window.location.hostname });
    const items = ['companyArea', 'big_four', 'zoneThree', 'zoneFour'].flatMap((zone) => (Array.isArray(home[zone]) ? (home[zone] as { config_type: number; config_content: string }[]) : []));
    const column = (type: number) => Number(items.find((i) => i.config_type === type)?.config_content ?? 1);
    const contentColumn = column(5);
    const mixed = await data(`/api/mediamaterial/getlist?id=${contentColumn}&page_size=50`);
    const materials = Array.isArray(mixed.list) ? (mixed.list as { id: number; kind: string }[]) : [];
    return {
      position: first(positions.list),
      company: first(companies.list),
      fair: first(home.school_job_fair_zone),
      articleColumn: column(4),
      contentColumn,
      article: materials.find((m) => m.kind === 'article')?.id ?? 1,
      video: materials.find((m) => m.kind === 'video')?.id ?? 1,
    };
  });
}

/** The query each route's links carry (spec §2 and the pages that link to it). */
export function queryFor(path: string, ids: Ids): string {
  const chapter = path.replace('/subApp/', '/');
  const byPath: Record<string, string> = {
    '/job': `id=${ids.position}`,
    '/companyDetailPage': `id=${ids.company}`,
    '/positionList': 'value=fe&label=前端开发',
    '/collegeCompany': 'from=1',
    '/collegePosition': 'from=0',
    '/collegeJobfair': 'from=2',
    '/jobFair': `id=${ids.fair}`,
    '/floorplan': `id=${ids.fair}`,
    '/wenList': `id=${ids.articleColumn}&title=文章`,
    '/contentListNew': `id=${ids.contentColumn}&title=内容`,
    '/wenDetail': `id=${ids.article}`,
    '/videoDetail': `id=${ids.video}`,
    '/resume': 'from=3',
    '/deliveryFeedback': 'from=3',
    '/myCollect': 'from=3',
  };
  const query = byPath[chapter];
  return query ? `?${query}` : '';
}

/** Sets the hash and resolves after single-spa has routed to it (or at once when nothing changes). */
export function goToHash(page: Page, hash: string): Promise<void> {
  return page.evaluate(
    (h) =>
      new Promise<void>((resolve) => {
        if (window.location.hash === h) return resolve();
        const done = () => resolve();
        window.addEventListener('single-spa:routing-event', done, { once: true });
        window.setTimeout(done, 5000);
        window.location.hash = h;
      }),
    hash,
  );
}

/** What a person could read or use in the page area: text beyond a loading note, a control, or media. */
export function readable(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.getElementById('app-main');
    if (!main) return false;
    const text = main.innerText.replace(/页面加载中…|加载中…/g, '').trim();
    const things = main.querySelectorAll('a[href], button, input, select, textarea, video, img, svg, canvas').length;
    return text.length >= 2 || things > 0;
  });
}

/** The route table the page itself runs on (shared-utils' ROUTES), as paths. */
export function routePaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const utils = await (window as unknown as { System: { import(name: string): Promise<{ ROUTES: { path: string }[] }> } }).System.import('@campus/shared-utils');
    return utils.ROUTES.map((r) => r.path);
  });
}
