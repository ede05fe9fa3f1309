import { expect, test } from '@playwright/test';
import { hostUrl } from './hosts';
import { HOSTS, goToHash, idsOf, queryFor, readable, routePaths } from './route-walk';

// Every route of the route table, opened on every demo host that shows the normal site, with the queries its
// links carry, must show something a person can read: text, a control or media (the AI tools included: a
// visitor sees the tool's introduction or the student sign-in prompt, a site without the tool says so).

test.describe.configure({ mode: 'parallel' });

for (const host of HOSTS) {
  test(`every route shows a page on ${host}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto(hostUrl(baseURL, host, '/#/'));
    await expect.poll(() => readable(page)).toBe(true);
    const ids = await idsOf(page);
    // the route table the page itself runs on
    const routes = await routePaths(page);
    expect(routes.length).toBeGreaterThan(40);

    const blank: string[] = [];
    for (const path of routes) {
      if (new URL(page.url()).hostname !== host) await page.goto(hostUrl(baseURL, host, '/#/'));
      const hash = `#${path}${queryFor(path, ids)}`;
      await goToHash(page, hash);
      const shown = await expect
        .poll(() => readable(page), { timeout: 8000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!shown) blank.push(hash);
    }
    expect(blank, `blank pages on ${host}`).toEqual([]);
  });
}
