import { expect, test } from '@playwright/test';
import { hostUrl } from './hosts';

// A parcel is fetched when a link to it comes near the viewport, not because the page links to it somewhere
// (docs/architecture.md §3, issue 10): the school home's article and fair links lie far below the fold.

test('the school home fetches the content parcel only when the user scrolls towards its links', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/mf-content/')) fetched.push(r.url());
  });
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  await expect(page.getByText('近期双选会').first()).toBeAttached();
  // idle has come and gone: the links to student pages near the top are prefetched, the content parcel is not
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length)).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(fetched).toEqual([]);

  await page.getByRole('link', { name: '简历写作公开课' }).scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  expect(fetched[0]).toMatch(/\/assets\/mf-content\/mf-content\.[0-9a-f]+\.js$/);
});
