/** The raw patterns of spec §5, shared with the server. */

/** Mainland mobile: 1, a digit 3-9, then 9 more digits. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Taiwan mobile (+886): 9 followed by 8 digits, with an optional leading 0. */
export const TAIWAN_PHONE_PATTERN = /^0?9\d{8}$/;
/** Employer SMS code: exactly 6 digits. */
export const EMPLOYER_CODE_PATTERN = /^\d{6}$/;
/** Password: 6-16 characters of letters, digits and ! @ # $ %. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%]{6,16}$/;

/** Whether a required field is empty (whitespace counts as empty). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
