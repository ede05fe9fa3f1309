import { api, authEvents$, browserNav, channelLoginError, closeDialog, schoolLoginError, writeLoginCookies, backOffice } from '@campus/shared-utils';

/**
 * School and department admin login (spec §4, §8): 20024/10003 → 请输入正确的用户名和密码, other
 * failures "{code} : {msg}"; success stores the school cookies (state 3) and opens the back office,
 * the dashboard for user_type 0 and the life-decide area otherwise. Resolves with the failure text or null.
 */
export async function logInSchool(name: string, password: string): Promise<string | null> {
  const result = await api.auth.schoolLogin(name, password);
  if (!result.apiStatus) return schoolLoginError(result.code, result.msg);
  writeLoginCookies('school', {
    user_id: result.user_id,
    user_name: name,
    user_school: result.school,
    user_type: result.user_type,
    strategy: result.strategy,
    faculty: result.faculty,
  });
  closeDialog();
  authEvents$.next({ type: 'loggedIn', role: 'school' });
  browserNav.assign(backOffice.school(result.user_type));
  return null;
}

/**
 * Channel (organiser) admin login (spec §4, §8): 500002 → the 24 h freeze text, other failures the
 * server's data.msg; success stores the channel cookies (state 4) and opens /op/.
 */
export async function logInChannel(username: string, password: string): Promise<string | null> {
  const result = await api.auth.channelLogin(username, password);
  if (!result.apiStatus) return channelLoginError(result.code, result.msg);
  writeLoginCookies('channel', { channel_userid: result.user_id, channel_channel_name: result.channel_name });
  closeDialog();
  authEvents$.next({ type: 'loggedIn', role: 'channel' });
  browserNav.assign(backOffice.channel());
  return null;
}
