import { auth$, EMPTY_AUTH, student$ } from '../bus/streams';
import { clearRoleCookies } from '../storage/cookies';
import { removeLocal, removeSession } from '../storage/web-storage';

/**
 * Forgets the login (spec §4: a confirmed log-out, session check 10008): the role cookies (user_id,
 * com_key_user, login_type and the other roles' fields), the cached user data (userdata, student info,
 * resume, desired positions) and the parsed resume; then publishes "not logged in".
 */
export function clearLoginData(): void {
  clearRoleCookies();
  removeSession('userdata');
  removeSession('studentInfo');
  removeSession('resume_data');
  removeSession('yishengyice');
  removeLocal('resume_parse');
  auth$.next(EMPTY_AUTH);
  student$.next(null);
}
