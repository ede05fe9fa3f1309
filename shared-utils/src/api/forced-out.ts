import { auth$, authEvents$ } from '../bus/streams';
import { browserNav } from '../site/browser-nav';
import { isBrandRootDomain } from '../site/current-site';
import { readAuthFromCookies, removeCookie } from '../storage/cookies';

/**
 * Code 20011, not logged in (spec §4, §8): remove the user_id cookie, tell the parcels, and go to the
 * site root on the brand's root domains, otherwise to the hash /login route.
 */
export function handleForcedOut(): void {
  removeCookie('userId');
  auth$.next(readAuthFromCookies());
  authEvents$.next({ type: 'forcedOut' });
  if (isBrandRootDomain(window.location.hostname)) browserNav.assign('/');
  else browserNav.setHash('#/login');
}
