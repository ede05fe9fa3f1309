import { msgText, type MsgKey } from '@campus/shared-utils';

/** A validation rule's result as react-hook-form wants it: the message text, or true when valid. */
export function messageOf(key: MsgKey | null): string | true {
  return key ? msgText(key) : true;
}
