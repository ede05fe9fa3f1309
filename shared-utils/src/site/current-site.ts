import { site$ } from '../bus/streams';
import type { SiteInfo } from '../types/site';

/** The site information published on site$, or null while it loads or after it failed. */
export function currentSiteInfo(): SiteInfo | null {
  const state = site$.getValue();
  return state.status === 'ready' ? state.info : null;
}

/** Whether this host is one of its brand's root domains (a forced logout goes to `/` there, §4). */
export function isBrandRootDomain(hostname: string): boolean {
  const domains = currentSiteInfo()?.brand.root_domains;
  return Array.isArray(domains) && domains.includes(hostname);
}

/** Whether the student dialog offers +886 (spec §2: the site is Taiwan-enabled). */
export function isTaiwanEnabled(): boolean {
  return currentSiteInfo()?.is_taiban === 1;
}
