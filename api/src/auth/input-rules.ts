import { checkStudentPhone, MSG, TAIWAN_AREA_CODE, type MsgKey } from '@campus/shared-utils/rules';
import { AppError } from '../errors/app-error';
import { CODES } from '../errors/codes';

/** Fails a §5 rule with its exact text, as the client shows it (code 40001, like any bad input). */
export function enforce(...results: (MsgKey | null)[]): void {
  const failed = results.find((r): r is MsgKey => r !== null);
  if (failed) throw new AppError(CODES.validation, 400, MSG[failed]);
}

/**
 * A student phone as sent (spec §5): mainland digits, or 886 followed by a Taiwan number on a Taiwan-enabled
 * site. Returns the stored form (Taiwan numbers without their optional leading 0) or fails with the §5 text.
 */
export function studentPhone(raw: string | undefined, taiwanEnabled: boolean): string {
  const phone = (raw ?? '').trim();
  if (taiwanEnabled && phone.startsWith(TAIWAN_AREA_CODE) && phone.length > 11) {
    const local = phone.slice(TAIWAN_AREA_CODE.length);
    enforce(checkStudentPhone(local, TAIWAN_AREA_CODE, true));
    return `${TAIWAN_AREA_CODE}${local.replace(/^0/, '')}`;
  }
  enforce(checkStudentPhone(phone));
  return phone;
}
