import { site$, useStream, type SiteInfo } from '@campus/shared-utils';

/** The site information once it is ready, else null. */
export function useSiteInfo(): SiteInfo | null {
  const site = useStream(site$);
  return site.status === 'ready' ? site.info : null;
}
