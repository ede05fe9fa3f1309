import { auth$, hashQuery, requestDialog } from '@campus/shared-utils';

/**
 * `isLogin=1` in the hash query opens the student login for a visitor (spec §2) on every page of every
 * display mode (the landing and organiser pages have no header), once per navigation: the same hash
 * does not ask again until the user has navigated elsewhere. Returns the stop function.
 */
export function watchLoginQuery(): () => void {
  let handled: string | null = null;
  const check = (): void => {
    const hash = window.location.hash;
    if (hashQuery(hash).get('isLogin') !== '1') {
      handled = null;
      return;
    }
    if (auth$.getValue().state !== 0 || handled === hash) return;
    handled = hash;
    requestDialog({ kind: 'studentLogin', jumpMode: 1 });
  };
  window.addEventListener('hashchange', check);
  const login = auth$.subscribe(check);
  return () => {
    window.removeEventListener('hashchange', check);
    login.unsubscribe();
  };
}
