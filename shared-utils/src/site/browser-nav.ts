/**
 * Page navigation the shared code performs, behind one object so tests can observe a full-page load
 * (which jsdom cannot perform) while hash changes stay real.
 */
export const browserNav = {
  /** Full navigation to a URL (site root, back offices). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Hash-route navigation, e.g. '#/login'. */
  setHash(hash: string): void {
    window.location.hash = hash;
  },
};
