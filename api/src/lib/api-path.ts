/**
 * True for paths answered with the JSON envelope: /api/* and the spec's back-office-prefixed calls
 * (/school/site/…, /company/user/…, /channel/…). The bare placeholder pages /school/, /company/, /op/ are not.
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /^\/(api|school|company|channel|op)\/[^/?#]/.test(path);
}
