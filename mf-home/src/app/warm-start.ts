import { api, pickHome, type SiteState } from '@campus/shared-utils';
import { startEarly } from '../utils/early';

/**
 * Runs at mf-home's bootstrap: starts the shown page's first API call before React renders (the banner or
 * header image, the page's largest paint, waits for it).
 */
export async function warmStart(site: SiteState): Promise<void> {
  const kind = pickHome(site);
  if (kind === 'new') {
    startEarly('resource', () => api.home.getResource());
  } else if (kind === 'config' && site.status === 'ready') {
    startEarly(`config:${site.info.domain}`, () => api.home.getConfig(site.info.domain));
  }
}
