import type { MsgKey } from '../messages';
import { isBlank } from './patterns';

/** School and channel username (§5): required, no length rule. */
export function checkUsername(name: string): MsgKey | null {
  return isBlank(name) ? 'usernameRequired' : null;
}

/** School and channel password (§5): required only, no length rule. */
export function checkAccountPassword(password: string): MsgKey | null {
  return isBlank(password) ? 'passwordRequired' : null;
}
