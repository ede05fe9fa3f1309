import { findRoute, type SiteState } from '@campus/shared-utils';

const DEFAULT_TITLE = '校园招聘平台';

/**
 * The document title for a route: per route on the main brand's hosts (spec §2), the brand's
 * home title on the home page and on other brands' hosts.
 */
export function titleFor(path: string, site: SiteState): string {
  if (site.status !== 'ready') return DEFAULT_TITLE;
  const brand = site.info.brand;
  const route = findRoute(path);
  if (path === '/' || !brand.is_main || !route) return brand.home_title;
  return `${route.title} - ${brand.name}`;
}
