import { api } from '../api/api';
import { auth$ } from '../bus/streams';
import type { LoginType } from '../types/auth';

const LOGIN_TYPES: Record<1 | 2 | 3 | 4, LoginType> = { 1: 'student', 2: 'company', 3: 'school', 4: 'channel' };

/**
 * The address that hands this browser's login over to another of our sites (spec §2 `/transferPage`:
 * user_id, or com_key_user for employers, and login_type), with the signed single-use ticket the target's
 * server checks. A visitor, or a login whose ticket cannot be had, gets the target's home instead.
 */
export async function transferUrl(target: string): Promise<string> {
  const origin = new URL(target, window.location.href).origin;
  const home = `${origin}/#/`;
  const auth = auth$.getValue();
  if (auth.state === 0) return home;
  const result = await api.auth.transferTicket(origin);
  if (!result.apiStatus || !result.ticket) return home;
  const query = new URLSearchParams(auth.state === 2 ? { com_key_user: auth.comKeyUser } : { user_id: auth.userId });
  query.set('login_type', LOGIN_TYPES[auth.state]);
  query.set('ticket', result.ticket);
  return `${origin}/#/transferPage?${query.toString()}`;
}
