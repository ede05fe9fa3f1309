import { findRoute, hashPath, type SiteFeature } from '@campus/shared-utils';

/**
 * Whether a link leads to an AI tool the site has switched off: a same-site address of the hash route
 * ('/#/subApp/aiInterviewIntroduce', '#/…') whose route needs a flag the site info has at 0.
 */
export function leadsToClosedFeature(link: string, flags: Partial<Record<SiteFeature, number>>): boolean {
  const at = link.indexOf('#/');
  if (at < 0 || (at > 0 && !/^\/?$/.test(link.slice(0, at)))) return false;
  const feature = findRoute(hashPath(link.slice(at)))?.feature;
  return feature !== undefined && flags[feature] !== 1;
}
