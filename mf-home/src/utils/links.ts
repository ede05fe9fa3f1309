import { runtimeConfig } from '@campus/shared-utils';

/**
 * An address from data (a banner's jump_link, a zone's web_domain) made absolute, or null unless it is
 * http(s): `javascript:`, `data:` and the like are never followed. Relative links resolve on this page.
 */
export function safeHttpUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    const url = new URL(text, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Opens an address in a new tab without giving it this page (noopener); false when it is not http(s). */
export function openInNewTab(raw: string): boolean {
  const url = safeHttpUrl(raw);
  if (url) window.open(url, '_blank', 'noopener');
  return url !== null;
}

/** A hash route of this site with its query: hashRoute('/subApp/positionList', {value:'fe'}) → '#/subApp/positionList?value=fe'. */
export function hashRoute(path: string, query: Record<string, string | number> = {}): string {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `#${path}${q ? `?${q}` : ''}`;
}

/** Opens a hash route of this site in a new tab. */
export function openRouteInNewTab(path: string, query?: Record<string, string | number>): void {
  window.open(hashRoute(path, query), '_blank', 'noopener');
}

/** The back offices of spec §2 "Other apps", on the configured origin. */
export const backOffice = {
  company: () => `${runtimeConfig().backOfficeOrigin}/company/#/`,
  school: (userType: string) => `${runtimeConfig().backOfficeOrigin}/school/#/${userType === '0' ? 'dashboard' : 'lifeDecide'}`,
  channel: () => `${runtimeConfig().backOfficeOrigin}/op/#/schoolBroad/index`,
};
