import { opensNewTab } from './link-target';

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

/** A hash route of this site with its query: hashRoute('/subApp/positionList', {value:'fe'}) → '#/subApp/positionList?value=fe'. */
export function hashRoute(path: string, query: Record<string, string | number> = {}): string {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `#${path}${q ? `?${q}` : ''}`;
}

/**
 * Opens one of our own addresses (a back office, a college site) in a new tab without giving it this page; on a
 * phone it goes there in this tab (link-target.ts).
 */
export function openInNewTab(url: string): void {
  if (opensNewTab()) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

/** Opens a hash route of this site (a path with its query, or a path and a query object) in a new tab. */
export function openRouteInNewTab(path: string, query?: Record<string, string | number>): void {
  openInNewTab(hashRoute(path, query));
}
