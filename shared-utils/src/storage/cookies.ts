import Cookies from 'js-cookie';
import { EMPTY_AUTH, auth$ } from '../bus/streams';
import { runtimeConfig } from '../config';
import type { AuthState, LoginType } from '../types/auth';
import { cookieName, PLATFORM, type CookieKey } from './cookie-names';

// The only place that reads or writes document.cookie (through js-cookie); path '/' so every route sees them.
export function getCookie(key: CookieKey): string {
  return Cookies.get(cookieName(key)) ?? '';
}

/** Writes a cookie for `days` days (default: the configured default lifetime, §9). */
export function setCookie(key: CookieKey, value: string, days = runtimeConfig().cookieDays.default): void {
  Cookies.set(cookieName(key), value, { expires: days, path: '/' });
}

export function removeCookie(key: CookieKey): void {
  Cookies.remove(cookieName(key), { path: '/' });
}

/** Cookies each role's login writes (login_type is common to all). */
export const ROLE_COOKIES: Readonly<Record<LoginType, readonly CookieKey[]>> = {
  student: ['userId'],
  company: ['comKeyUser', 'companyId', 'platform'],
  school: ['userId', 'userName', 'userSchool', 'userType', 'strategy', 'faculty'],
  channel: ['channelUserId', 'channelName', 'platform'],
};

/** Lifetime in days of one cookie written by a role's login (§9 and the runtime configuration). */
export function loginCookieDays(role: LoginType, key: CookieKey): number {
  const days = runtimeConfig().cookieDays;
  switch (role) {
    case 'student':
      return days.student;
    case 'company':
      return days.employer;
    case 'school':
      return key === 'loginType' ? days.schoolLogin : days.schoolOther;
    case 'channel':
      // the login itself lasts as long as a school login; the other channel cookies use their own expiry
      return key === 'loginType' ? days.schoolLogin : days.channelOther;
  }
}

/** Removes login_type and every role's cookies (user_id, com_key_user, channel ids, school fields, platform). */
export function clearRoleCookies(): void {
  const keys = new Set<CookieKey>(['loginType', ...Object.values(ROLE_COOKIES).flat()]);
  keys.forEach(removeCookie);
}

function isLoginType(value: string): value is LoginType {
  return value === 'student' || value === 'company' || value === 'school' || value === 'channel';
}

/** The login state the cookies describe (§4, §6); a role whose id cookie is missing reads as logged out. */
export function readAuthFromCookies(): AuthState {
  const loginType = getCookie('loginType');
  if (!isLoginType(loginType)) return EMPTY_AUTH;
  const userId = getCookie('userId');
  switch (loginType) {
    case 'student':
      return userId ? { ...EMPTY_AUTH, state: 1, userId } : EMPTY_AUTH;
    case 'company': {
      const comKeyUser = getCookie('comKeyUser');
      return comKeyUser ? { ...EMPTY_AUTH, state: 2, comKeyUser } : EMPTY_AUTH;
    }
    case 'school':
      if (!userId) return EMPTY_AUTH;
      return {
        ...EMPTY_AUTH,
        state: 3,
        userId,
        userName: getCookie('userName'),
        school: getCookie('userSchool'),
        userType: getCookie('userType'),
        strategy: getCookie('strategy'),
        faculty: getCookie('faculty'),
      };
    case 'channel': {
      const channelUserId = getCookie('channelUserId');
      return channelUserId ? { ...EMPTY_AUTH, state: 4, userId: channelUserId, channelName: getCookie('channelName') } : EMPTY_AUTH;
    }
  }
}

/** Identity fields each role's login stores, named as the cookies are (§3). */
export type LoginCookieFields = {
  student: { user_id: string };
  company: { com_key_user: string };
  school: { user_id: string; user_name: string; user_school: string; user_type: string | number; strategy: string | number; faculty?: string };
  channel: { channel_userid: string; channel_channel_name: string };
};

const FIELD_KEYS: Readonly<Record<string, CookieKey>> = {
  user_id: 'userId',
  com_key_user: 'comKeyUser',
  user_name: 'userName',
  user_school: 'userSchool',
  user_type: 'userType',
  strategy: 'strategy',
  faculty: 'faculty',
  channel_userid: 'channelUserId',
  channel_channel_name: 'channelName',
};

/**
 * A login (§4): clears every role's cookies first, so no other role's identity survives, writes this role's
 * cookies with their lifetimes, then publishes the new state on auth$ and returns it.
 */
export function writeLoginCookies<R extends LoginType>(role: R, fields: LoginCookieFields[R]): AuthState {
  clearRoleCookies();
  const values: Record<string, string | number | undefined> = fields;
  for (const [field, value] of Object.entries(values)) {
    const key = FIELD_KEYS[field];
    if (key && value !== undefined && value !== '') setCookie(key, String(value), loginCookieDays(role, key));
  }
  if (role === 'company') setCookie('platform', PLATFORM.company, loginCookieDays(role, 'platform'));
  if (role === 'channel') setCookie('platform', PLATFORM.channel, loginCookieDays(role, 'platform'));
  setCookie('loginType', role, loginCookieDays(role, 'loginType'));
  const state = readAuthFromCookies();
  auth$.next(state);
  return state;
}
