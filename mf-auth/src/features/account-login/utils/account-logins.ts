import { api, authEvents$, browserNav, channelLoginError, closeDialog, schoolLoginError, writeLoginCookies, backOffice, type CaptchaTicket } from '@campus/shared-utils';
import type { LoginOutcome } from '../../../components/account-login-form';

/** The server's 请先完成滑块验证: an admin login after a few failures waits for a passed slider (kept here, its only reader, out of the first load's code list). */
const CAPTCHA_REQUIRED = 30007;

const failed = (code: number, text: string): LoginOutcome => ({ failure: text, slider: code === CAPTCHA_REQUIRED });

/**
 * School and department admin login (spec §4, §8): 20024/10003 → 请输入正确的用户名和密码, other
 * failures "{code} : {msg}"; success stores the school cookies (state 3) and opens the back office,
 * the dashboard for user_type 0 and the life-decide area otherwise.
 */
export async function logInSchool(name: string, password: string, ticket?: CaptchaTicket): Promise<LoginOutcome> {
  const result = await api.auth.schoolLogin(name, password, ticket);
  if (!result.apiStatus) return failed(result.code, schoolLoginError(result.code, result.msg));
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
export async function logInChannel(username: string, password: string, ticket?: CaptchaTicket): Promise<LoginOutcome> {
  const result = await api.auth.channelLogin(username, password, ticket);
  if (!result.apiStatus) return failed(result.code, channelLoginError(result.code, result.msg));
  writeLoginCookies('channel', { channel_userid: result.user_id, channel_channel_name: result.channel_name });
  closeDialog();
  authEvents$.next({ type: 'loggedIn', role: 'channel' });
  browserNav.assign(backOffice.channel());
  return null;
}
