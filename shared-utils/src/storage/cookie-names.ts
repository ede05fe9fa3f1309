import { runtimeConfig } from '../config';

/** The readable UI cookies of spec §3, by a stable key; three names come from the configuration. */
export type CookieKey =
  | 'userId'
  | 'companyId'
  | 'token'
  | 'comKeyUser'
  | 'channelUserId'
  | 'channelName'
  | 'loginType'
  | 'userName'
  | 'userSchool'
  | 'userType'
  | 'strategy'
  | 'faculty'
  | 'platform'
  | 'title1'
  | 'title2';

const FIXED_NAMES: Record<Exclude<CookieKey, 'userId' | 'companyId' | 'token'>, string> = {
  comKeyUser: 'com_key_user',
  channelUserId: 'channel_userid',
  channelName: 'channel_channel_name',
  loginType: 'login_type',
  userName: 'user_name',
  userSchool: 'user_school',
  userType: 'user_type',
  strategy: 'strategy',
  faculty: 'faculty',
  platform: 'platform',
  title1: 'title1',
  title2: 'title2',
};

/** The cookie name of a key in force now (user_id, company_id and uniq_user_token are configurable). */
export function cookieName(key: CookieKey): string {
  const configured = runtimeConfig().cookieNames;
  switch (key) {
    case 'userId':
      return configured.userId;
    case 'companyId':
      return configured.companyId;
    case 'token':
      return configured.token;
    default:
      return FIXED_NAMES[key];
  }
}

/** platform cookie values (§3). */
export const PLATFORM = { channel: 'qudao', company: 'qiye' } as const;
