import type { Static } from '@sinclair/typebox';
import type { SiteConfig } from '@campus/shared-utils/shapes';
import type { SiteRow } from '../../db/tables/site';

/** A site's configuration as getconfig answers it, and as the page carries it for the landing and organiser pages. */
export function toSiteConfig(site: SiteRow): Static<typeof SiteConfig> {
  return {
    use_bg_image: site.use_bg_image === 1 ? 1 : 0,
    bg_image: site.bg_image,
    title: site.title,
    subtitle: site.subtitle,
    channel_type: site.channel_type,
  };
}
