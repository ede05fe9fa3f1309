import { api, type SiteState } from '@campus/shared-utils';
import { startEarly } from '../utils/early';
import { pickHome } from './pick-home';

/**
 * Runs at mf-home's bootstrap: starts the shown page's chunk and its first API call at once, in parallel,
 * instead of one after the other (the banner or header image, the page's largest paint, needs both).
 */
export async function warmStart(site: SiteState): Promise<void> {
  const kind = pickHome(site);
  if (kind === 'new') {
    startEarly('resource', () => api.home.getResource());
    void import('../features/new-home/components/new-home');
  } else if (kind === 'config' && site.status === 'ready') {
    startEarly(`config:${site.info.domain}`, () => api.home.getConfig(site.info.domain));
    void import('../features/config-home/components/config-home');
  }
}
