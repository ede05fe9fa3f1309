import { findRoute, type SiteInfo, type SiteState } from '@campus/shared-utils';

const DEFAULT_TITLE = '校园招聘平台';

/** The name a site goes by in the tab: its school (a department with its school), its organiser, else the brand. */
function siteName(info: SiteInfo): string {
  const { school, channel } = info;
  if (info.type === 2 && school?.school) return school.school_type === 2 && school.college ? `${school.college} - ${school.school}` : school.school;
  if (info.type === 3 && channel?.title) return channel.title;
  return info.brand.name;
}

/**
 * The document title for a route: per route on the main brand's hosts (spec §2), named after the site
 * (a school's or organiser's site under its own name, the platform under the brand's home title on the
 * home page); other brands' hosts keep their brand's home title on every route.
 */
export function titleFor(path: string, site: SiteState): string {
  if (site.status !== 'ready') return DEFAULT_TITLE;
  const { info } = site;
  const brand = info.brand;
  if (!brand.is_main) return brand.home_title;
  const route = findRoute(path);
  if (path === '/' || !route) return info.type === 1 ? brand.home_title : siteName(info);
  return `${route.title} - ${siteName(info)}`;
}
