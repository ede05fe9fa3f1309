import { auth$, hashQuery, requestDialog, roleLoginOf, type DialogRequest, type RoleLogin } from '@campus/shared-utils';

/** The dialog of each role login and the login state (spec §3) that already has it. */
const ROLE_DIALOGS: Record<RoleLogin, { dialog: DialogRequest; state: number }> = {
  employer: { dialog: { kind: 'employer', view: 'login' }, state: 2 },
  school: { dialog: { kind: 'schoolLogin' }, state: 3 },
  channel: { dialog: { kind: 'channelLogin' }, state: 4 },
};

/** The login dialog a hash asks for and whether the user needs it. */
function askedLogin(hash: string): DialogRequest | null {
  const state = auth$.getValue().state;
  if (hashQuery(hash).get('isLogin') === '1') return state === 0 ? { kind: 'studentLogin', jumpMode: 1 } : null;
  const role = roleLoginOf(hash);
  return role && state !== ROLE_DIALOGS[role].state ? ROLE_DIALOGS[role].dialog : null;
}

/**
 * `isLogin=1` in the hash query opens the student login for a visitor (spec §2), and `login=employer`,
 * `school` or `channel` (the back-office placeholders' log-in links) that role's login for anyone not
 * logged in with it, on every page of every display mode (the landing and organiser pages have no
 * header), once per navigation: the same hash does not ask again until the user has navigated
 * elsewhere. Returns the stop function.
 */
export function watchLoginQuery(): () => void {
  let handled: string | null = null;
  const check = (): void => {
    const hash = window.location.hash;
    const dialog = askedLogin(hash);
    if (!dialog) {
      if (hashQuery(hash).get('isLogin') !== '1' && !roleLoginOf(hash)) handled = null;
      return;
    }
    if (handled === hash) return;
    handled = hash;
    requestDialog(dialog);
  };
  window.addEventListener('hashchange', check);
  const login = auth$.subscribe(check);
  return () => {
    window.removeEventListener('hashchange', check);
    login.unsubscribe();
  };
}
