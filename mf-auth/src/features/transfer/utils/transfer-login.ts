import { api, auth$, authEvents$, serverMessage, writeLoginCookies, type LoginType } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';

/** The transfer ticket is missing, forged, expired or used (docs/api-auth.md). */
export const TICKET_INVALID = 20201;

const ROLES: readonly LoginType[] = ['student', 'school', 'company', 'channel'];

export type TransferQuery = { loginType: LoginType; ticket: string; userId: string; comKeyUser: string };

/** Reads `?user_id|com_key_user&login_type&ticket` of `#/transferPage`; null when something is missing. */
export function readTransferQuery(query: URLSearchParams): TransferQuery | null {
  const loginType = query.get('login_type') ?? '';
  const ticket = query.get('ticket') ?? '';
  const userId = query.get('user_id') ?? '';
  const comKeyUser = query.get('com_key_user') ?? '';
  if (!ROLES.includes(loginType as LoginType) || !ticket) return null;
  if (loginType === 'company' ? !comKeyUser : !userId) return null;
  return { loginType: loginType as LoginType, ticket, userId, comKeyUser };
}

/** Whether this browser is already logged in here as the hand-off's user (e.g. the page was reloaded). */
function alreadyLoggedIn(q: TransferQuery): boolean {
  const auth = auth$.getValue();
  if (q.loginType === 'company') return auth.state === 2 && auth.comKeyUser === q.comKeyUser;
  const state = { student: 1, school: 3, channel: 4 }[q.loginType];
  return auth.state === state && auth.userId === q.userId;
}

/**
 * Completes a login hand-off from another of our sites (spec §2 /transferPage): the target server checks
 * the signed, single-use ticket and opens the session; then that role's cookies are written here.
 * Resolves with null when logged in, or the message to show (nobody is logged in then).
 */
export async function transferLogin(q: TransferQuery | null): Promise<string | null> {
  if (!q) return TEXT.transferInvalid;
  if (alreadyLoggedIn(q)) return null;
  const result = await api.auth.transferLogin({
    ticket: q.ticket,
    login_type: q.loginType,
    ...(q.loginType === 'company' ? { com_key_user: q.comKeyUser } : { user_id: q.userId }),
  });
  if (!result.apiStatus) return result.code === TICKET_INVALID ? TEXT.transferInvalid : serverMessage(result.msg);
  switch (q.loginType) {
    case 'student':
      writeLoginCookies('student', { user_id: result.user_id });
      break;
    case 'company':
      writeLoginCookies('company', { com_key_user: result.user_id || q.comKeyUser });
      break;
    case 'school':
      writeLoginCookies('school', {
        user_id: result.user_id,
        user_name: '',
        user_school: result.school,
        user_type: result.user_type,
        strategy: result.strategy,
        faculty: result.faculty,
      });
      break;
    case 'channel':
      writeLoginCookies('channel', { channel_userid: result.user_id, channel_channel_name: result.channel_name });
      break;
  }
  authEvents$.next({ type: 'loggedIn', role: q.loginType });
  return null;
}
