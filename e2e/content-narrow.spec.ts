import { expect, test } from '@playwright/test';
import { hostUrl } from './hosts';

// The content pages at a phone's width (a narrow desktop window; phones themselves go to the mobile address):
// nothing makes the page scroll sideways; the booth map pans inside its own viewport.

test.use({ viewport: { width: 375, height: 740 } });

test('articles, a video, a fair and its booth map fit a 375 px wide window', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const ids = await page.evaluate(async () => {
    const post = async (path: string, form: Record<string, string>) => (await (await fetch(path, { method: 'POST', body: new URLSearchParams(form) })).json()).data;
    const get = async (path: string) => (await (await fetch(path)).json()).data;
    const home = await post('/api/site/gethomeconfig', { domain: location.hostname });
    const items = [...home.big_four, ...home.zoneThree, ...home.zoneFour] as { config_type: number; config_content: string }[];
    const column = Number(items.find((i) => i.config_type === 5)!.config_content);
    const list = (await get(`/api/mediamaterial/getlist?id=${column}&page_size=50`)).list as { id: number; kind: string }[];
    return { column, article: list.find((m) => m.kind === 'article')!.id, video: list.find((m) => m.kind === 'video')!.id, fair: (home.school_job_fair_zone as { id: number }[])[0]!.id };
  });
  const pages = [
    [`/#/contentListNew?id=${ids.column}&title=内容`, '内容'],
    [`/#/wenDetail?id=${ids.article}`, ''],
    [`/#/videoDetail?id=${ids.video}`, ''],
    [`/#/jobFair?id=${ids.fair}`, '参会企业'],
    [`/#/floorplan?id=${ids.fair}`, ''],
  ] as const;
  for (const [path, text] of pages) {
    await page.goto(hostUrl(baseURL, 'school.localhost', path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (text) await expect(page.getByText(text).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // the booth map opens with the plan filling its height (it used to open about 130 px tall, too small to tap),
  // the rest a sideways pan away
  const map = page.getByRole('region', { name: '展位图' });
  const mapBox = (await map.boundingBox())!;
  const planBox = (await map.locator('svg > g').boundingBox())!;
  expect(planBox.height).toBeGreaterThan(0.7 * mapBox.height);
});
