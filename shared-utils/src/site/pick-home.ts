import type { SiteState } from '../types/site';

/** The page mf-home shows: one per display mode, and in normal mode one per kind of host. */
export type HomeKind = 'new' | 'config' | 'old' | 'landing' | 'organiser' | 'none';

/**
 * Which home a host gets (docs/decisions.md "Home pages"): the school landing page and the organiser login
 * page by display mode; in normal mode a brand of the older generation gets the old-style home, a type 1
 * site the new home, every other site the configurable home. Nothing while the site loads or failed (the
 * header then says 请求失败), on a redirect, or where `#/` leads elsewhere (department sites).
 */
export function pickHome(site: SiteState): HomeKind {
  if (site.status !== 'ready') return 'none';
  const { mode, info } = site;
  if (mode.kind === 'transferLogin') return 'landing';
  if (mode.kind === 'organiserLogin') return 'organiser';
  if (mode.kind !== 'normal' || mode.home !== '/') return 'none';
  if (info.brand.generation === 'old') return 'old';
  return info.type === 1 ? 'new' : 'config';
}
