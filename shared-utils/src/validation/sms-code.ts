import { SMS_CODE_LENGTH } from '../constants';
import type { MsgKey } from '../messages';
import { EMPLOYER_CODE_PATTERN, isBlank } from './patterns';

/** Employer SMS code (§5): required, exactly 6 digits. */
export function checkEmployerCode(code: string): MsgKey | null {
  if (isBlank(code)) return 'codeRequired';
  return EMPLOYER_CODE_PATTERN.test(code) ? null : 'codeInvalid';
}

/** Student SMS code (§5): required, at most 6 characters (the field's maxlength; longer input is rejected). */
export function checkStudentCode(code: string): MsgKey | null {
  if (isBlank(code)) return 'codeRequired';
  return code.length <= SMS_CODE_LENGTH ? null : 'codeInvalid';
}
