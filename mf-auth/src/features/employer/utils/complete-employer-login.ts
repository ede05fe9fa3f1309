import { authEvents$, browserNav, closeDialog, writeLoginCookies, backOffice } from '@campus/shared-utils';

/**
 * An employer login or registration succeeded (spec §4): other roles' cookies cleared, the employer's
 * written for 14 days (state 2), then the company back office, with ?isregu=true after registering.
 */
export function completeEmployerLogin(employerKey: string, registered: boolean): void {
  writeLoginCookies('company', { com_key_user: employerKey });
  closeDialog();
  authEvents$.next({ type: 'loggedIn', role: 'company' });
  browserNav.assign(backOffice.company(registered));
}
