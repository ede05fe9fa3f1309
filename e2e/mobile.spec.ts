import { expect, test } from '@playwright/test';
import { hostUrl } from './hosts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

test('a phone is sent to the mobile address with the site QR parameter as the scene', async ({ page }) => {
  await page.goto('/#/');
  await expect(page).toHaveURL(/\/mobile-landing\?scene=/);
  expect(new URL(page.url()).searchParams.get('scene')).toBeTruthy();
});

test('a school landing site (is_show_jobfair 0) keeps phones on the page', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'gate.localhost'));
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.displayMode)).toBe('transferLogin');
  expect(new URL(page.url()).pathname).toBe('/');
});
