import type { MsgKey } from '../messages';
import { isBlank, PASSWORD_PATTERN } from './patterns';

/** Where a password is typed: its required message differs (§5). */
export type PasswordContext = 'login' | 'register' | 'reset';

const REQUIRED: Record<PasswordContext, MsgKey> = {
  login: 'passwordRequired',
  register: 'passwordSetRequired',
  reset: 'passwordNewRequired',
};

/** Employer password (§5): required by context, then 6-16 letters, digits and !@#$%. */
export function checkPassword(password: string, context: PasswordContext): MsgKey | null {
  if (isBlank(password)) return REQUIRED[context];
  return PASSWORD_PATTERN.test(password) ? null : 'passwordRule';
}

/** Confirm password (§5): required, equal to the new password. */
export function checkConfirmPassword(confirm: string, password: string): MsgKey | null {
  if (isBlank(confirm)) return 'confirmRequired';
  return confirm === password ? null : 'confirmMismatch';
}
