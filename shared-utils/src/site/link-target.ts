/**
 * Phones (issue 14): the spec's new tabs are desktop behaviour. On a phone a new tab hides the page the student came
 * from behind a tab switcher, so there every link that opens a new tab on desktop stays in the tab.
 * A phone is a narrow window (under 768 px: every phone, upright or on its side) or a touch-only device (no hover,
 * coarse pointer: phones and tablets whatever their width). Without matchMedia (tests, very old browsers): desktop.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767px), (hover: none) and (pointer: coarse)';

/** Whether this window counts as a phone (see PHONE_MEDIA_QUERY). */
export function isPhoneWindow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;
}

/** Whether a link the spec opens in a new tab does so here: yes on desktop, no on a phone. */
export function opensNewTab(): boolean {
  return !isPhoneWindow();
}

/** The target and rel of such a link, spread on the anchor: `<a href={…} {...newTabProps()}>`. */
export function newTabProps(rel = 'noopener'): { target?: '_blank'; rel?: string } {
  return opensNewTab() ? { target: '_blank', rel } : {};
}
