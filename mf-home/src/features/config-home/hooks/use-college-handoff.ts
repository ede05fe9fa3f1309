import { useCallback } from 'react';
import { auth$, openInNewTab, opensNewTab, transferUrl } from '@campus/shared-utils';
import { collegeOrigin } from '../utils/college-link';

/**
 * Opens a college's site in a new tab. A logged-in user is handed off (shared-utils transferUrl: the
 * college's `#/transferPage` with the user's id, login type and a signed ticket); the tab opens with the
 * click and is pointed there once the ticket arrives, so no popup blocker objects to the wait. A visitor,
 * or a failed ticket call, gets the college's site without ids. On a phone the college opens in this tab.
 */
export function useCollegeHandoff(): (domain: string) => Promise<void> {
  return useCallback(async (domain: string) => {
    const origin = collegeOrigin(domain);
    if (!origin) return;
    if (auth$.getValue().state === 0) {
      openInNewTab(`${origin}/#/`);
      return;
    }
    if (!opensNewTab()) {
      window.location.assign(await transferUrl(origin));
      return;
    }
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    const url = await transferUrl(origin);
    if (tab) tab.location.href = url;
    else openInNewTab(url);
  }, []);
}
