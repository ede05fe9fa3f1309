/** The raw patterns of spec §5, shared with the server. */

/** Mainland mobile: 1, a digit 3-9, then 9 more digits. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Taiwan mobile (+886): 9 followed by 8 digits, with an optional leading 0. */
export const TAIWAN_PHONE_PATTERN = /^0?9\d{8}$/;
/**
 * The mobile numbers inside a text (global): mainland ones with an optional +86 and spaces or dashes anywhere
 * between the digits (group 1 holds the number), Taiwan ones with +886 or a leading 0 (group 2 holds 9 and the
 * rest). Bounded repeats, linear on long lines. The import reads them, the model adapter masks them.
 */
export const PHONE_IN_TEXT = /(?<![\d+])(?:\+?86[\s-]?)?(1[3-9]\d(?:[\s-]?\d){8})(?!\d)|(?<![\d+])(?:\+?886[\s-]?|0)(9\d{2}(?:[\s-]?\d){6})(?!\d)/g;
// An e-mail address in parts of bounded length (RFC 5321: 64 before the @), so a pattern built of them stays
// linear on a line of 100,000 characters a crafted file may hold.
const EMAIL_LOCAL = '[A-Za-z0-9._%+-]{1,64}';
const EMAIL_DOMAIN = '(?:[A-Za-z0-9-]{1,63}\\.){1,8}[A-Za-z]{2,24}';
/** An e-mail address and nothing else: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_LOCAL}@${EMAIL_DOMAIN}$`);
/** The e-mail addresses inside a text: they start only where a run of address characters starts (global). */
export const EMAIL_IN_TEXT = new RegExp(`(?<![A-Za-z0-9._%+-])${EMAIL_LOCAL}@${EMAIL_DOMAIN}(?![A-Za-z0-9-])`, 'g');
/** Employer SMS code: exactly 6 digits. */
export const EMPLOYER_CODE_PATTERN = /^\d{6}$/;
/** Password: 6-16 characters of letters, digits and ! @ # $ %. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%]{6,16}$/;

/** Whether a required field is empty (whitespace counts as empty). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
