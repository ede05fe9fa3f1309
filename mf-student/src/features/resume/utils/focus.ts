/**
 * Moves the focus to a section of the page (its card is focusable with tabIndex -1) after an editor inside
 * it closed or a step changed, so keyboard and screen-reader users are not dropped at the top of the page.
 */
export function focusSection(anchor: string): void {
  requestAnimationFrame(() => document.getElementById(anchor)?.focus({ preventScroll: true }));
}
