import { api } from '../api/api';
import { auth$ } from '../bus/streams';
import { CODE } from '../errors';
import { getCookie, readAuthFromCookies } from '../storage/cookies';
import type { AuthState } from '../types/auth';
import { clearLoginData } from './clear-login-data';

/** Publishes the login state the cookies describe; the root config calls it at boot. */
export function restoreAuth(): AuthState {
  const state = readAuthFromCookies();
  auth$.next(state);
  return state;
}

/** What the session check did: no user id to check, still valid, cleared (10008), or left alone. */
export type SessionCheckOutcome = 'none' | 'valid' | 'cleared' | 'unchanged';

/** The start-up session check (spec §4): code 10008 clears the login data; any other failure changes nothing. */
export async function checkSession(): Promise<SessionCheckOutcome> {
  const userId = getCookie('userId');
  if (!userId) return 'none';
  const result = await api.user.checkStuLogin(userId);
  if (result.apiStatus) return 'valid';
  if (result.code === CODE.SESSION_INVALID) {
    clearLoginData();
    return 'cleared';
  }
  return 'unchanged';
}
