import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { auth$, closeDialog, EMPTY_AUTH, requestDialog, site$, student$, ui$, type AuthState, type DialogRequest, type SiteInfo } from '@campus/shared-utils';
import { siteInfoFixture } from '@campus/shared-utils/testing';

export { siteInfoFixture };

/** sonner asks for the colour scheme; jsdom has no matchMedia. */
export function installMatchMedia(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function publishSite(over: Partial<SiteInfo> = {}): SiteInfo {
  const info = siteInfoFixture(over);
  act(() => site$.next({ status: 'ready', info, mode: { kind: 'normal', home: '/' } }));
  return info;
}

export function logIn(auth: Partial<AuthState>): void {
  act(() => auth$.next({ ...EMPTY_AUTH, ...auth }));
}

/** Opens a dialog the way another parcel would. */
export function open(request: DialogRequest): void {
  act(() => requestDialog(request));
}

/** Every stream, cookie and storage back to a visitor on `#/` of the main site. */
export function resetAll(): void {
  act(() => {
    closeDialog();
    site$.next({ status: 'loading' });
    auth$.next(EMPTY_AUTH);
    student$.next(null);
    ui$.next({ headerFixed: false, resumeTemplateId: 1 });
  });
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '#/');
  delete window.__CAMPUS__;
}

/** The newest toast with this text (toasts of earlier tests in the file may still be on screen). */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const all = await screen.findAllByText(text, { selector: '[data-sonner-toast] *' }, { timeout: 3000 });
  return all[all.length - 1]!;
}

/** Waits until no dialog is open. */
export async function waitForNoDialog(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
