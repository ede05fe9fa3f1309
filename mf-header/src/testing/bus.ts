import { act, waitFor } from '@testing-library/react';
import { EMPTY_AUTH, auth$, dialog$, site$, student$, ui$, unreadNotices$ } from '@campus/shared-utils';
import type { AuthState, BrandInfo, DialogRequest, FooterInfo, SiteInfo, StudentInfo } from '@campus/shared-utils';
import { siteInfoFixture } from '@campus/shared-utils/testing';

export { studentInfo } from '@campus/shared-utils/testing';

/** A site-info answer for tests: the fixture with overrides, brand and footer merged one level deep. */
export function siteInfo(over: Partial<Omit<SiteInfo, 'brand'>> = {}, brand: Partial<BrandInfo> = {}, footer: Partial<FooterInfo> = {}): SiteInfo {
  const base = siteInfoFixture();
  return siteInfoFixture({ ...over, brand: { ...base.brand, ...brand, footer: { ...base.brand.footer, ...footer } } });
}

/** The province brand family: older PC header, its own footer and filing number, not the main brand. */
export function provinceSite(over: Partial<Omit<SiteInfo, 'brand'>> = {}): SiteInfo {
  return siteInfo(
    { domain: 'province.localhost', type: 1, is_hide_logo: 1, show_about: 0, ...over },
    { key: 'province', name: '省级就业平台', generation: 'old', is_main: false, logo_url: '/static/logo/province.svg' },
    { variant: 'province', filing_notice: '苏ICP备', filing_number: '苏ICP备11111111号-2', addresses: ['南京市鼓楼区1号'] },
  );
}

/** Publishes a ready site on site$ (inside act, so mounted components update). */
/** Publishes the province site and waits for its older header, a lazy chunk (app/header-app.tsx), to replace the bar held meanwhile. */
export async function publishOlderSite(over: Partial<Omit<SiteInfo, 'brand'>> = {}): Promise<void> {
  publishSite(provinceSite(over));
  await waitFor(() => {
    if (document.querySelector('.shell-header')) throw new Error('the older header is still loading');
  });
}

export function publishSite(info: SiteInfo, home = '/'): void {
  act(() => site$.next({ status: 'ready', info, mode: { kind: 'normal', home } }));
}

export function logIn(auth: Partial<AuthState>, student: StudentInfo | null = null): void {
  act(() => {
    auth$.next({ ...EMPTY_AUTH, ...auth });
    student$.next(student);
  });
}


/** Sets the location hash before a render (no event). */
export function atHash(hash: string): void {
  window.history.replaceState(null, '', hash || '#');
}

/** Navigates to a hash as the browser would, firing hashchange. */
export function navigate(hash: string): void {
  act(() => {
    window.history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** Sets the page's vertical scroll and fires scroll, as the browser does. */
export function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Records every dialog request until the returned stop is called. */
export function recordDialogs(): { requests: DialogRequest[]; stop: () => void } {
  const requests: DialogRequest[] = [];
  const sub = dialog$.subscribe((r) => requests.push(r));
  return { requests, stop: () => sub.unsubscribe() };
}

/** Puts every stream back to its start value and the page at `#/`, scrolled to the top. */
export function resetBus(): void {
  site$.next({ status: 'loading' });
  auth$.next(EMPTY_AUTH);
  student$.next(null);
  unreadNotices$.next(0);
  ui$.next({ ...ui$.getValue(), headerFixed: false });
  scrollTo(0);
  atHash('#/');
}
