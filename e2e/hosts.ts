import type { Page } from '@playwright/test';

/** The address of a demo host on the test server: hostUrl(page, 'school.localhost', '/#/'). */
export function hostUrl(baseURL: string | undefined, host: string, path = '/'): string {
  const url = new URL(baseURL ?? 'http://localhost');
  return `${url.protocol}//${host}:${url.port}${path}`;
}

/** The display mode the root config decided for the page. */
export function displayMode(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.displayMode);
}
