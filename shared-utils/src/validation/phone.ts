import { MAINLAND_AREA_CODE, TAIWAN_AREA_CODE, type AreaCode } from '../constants';
import type { MsgKey } from '../messages';
import { isBlank, MAINLAND_PHONE_PATTERN, TAIWAN_PHONE_PATTERN } from './patterns';

/** Employer phone field (§5): required, then the mainland pattern. */
export function checkEmployerPhone(phone: string): MsgKey | null {
  if (isBlank(phone)) return 'phoneRequired';
  return MAINLAND_PHONE_PATTERN.test(phone) ? null : 'phoneInvalid';
}

/** Employer "get code" click (§5): any phone the pattern rejects, empty included, reads 请输入正确的手机号. */
export function checkEmployerPhoneForCode(phone: string): MsgKey | null {
  return MAINLAND_PHONE_PATTERN.test(phone) ? null : 'phoneInvalidShort';
}

/** Area codes the student dialog offers: +886 only on a Taiwan-enabled site (is_taiban). */
export function areaCodesFor(taiwanEnabled: boolean): AreaCode[] {
  return taiwanEnabled ? [MAINLAND_AREA_CODE, TAIWAN_AREA_CODE] : [MAINLAND_AREA_CODE];
}

/** Student phone (§5): required; 86 → mainland pattern; 886 → Taiwan pattern, only on a Taiwan-enabled site. */
export function checkStudentPhone(phone: string, area: AreaCode = MAINLAND_AREA_CODE, taiwanEnabled = false): MsgKey | null {
  if (isBlank(phone)) return 'studentPhoneRequired';
  return isValidStudentPhone(phone, area, taiwanEnabled) ? null : 'phoneInvalidShort';
}

/** Whether the student get-code link is active (greyed until the phone is valid). */
export function isValidStudentPhone(phone: string, area: AreaCode = MAINLAND_AREA_CODE, taiwanEnabled = false): boolean {
  if (area === TAIWAN_AREA_CODE) return taiwanEnabled && TAIWAN_PHONE_PATTERN.test(phone);
  return area === MAINLAND_AREA_CODE && MAINLAND_PHONE_PATTERN.test(phone);
}

/** The phone as sent to the server: 886 is prefixed for Taiwan numbers (§5), mainland numbers go as typed. */
export function withAreaCode(phone: string, area: AreaCode = MAINLAND_AREA_CODE): string {
  return area === TAIWAN_AREA_CODE ? `${TAIWAN_AREA_CODE}${phone}` : phone;
}
