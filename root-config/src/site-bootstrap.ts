import { api, decideDisplayMode, parseSiteInfo, setSession, site$, type SiteInfo, type SiteState } from '@campus/shared-utils';

/** The message a page shows when the site information cannot be had (spec §8 "请求失败"). */
export const SITE_FAILED = '请求失败';

/**
 * The getsiteinfo answer the server put into index.html for this host (`#campus-site`), so the page
 * need not wait for a round trip; null when absent or not a success, and the call is made instead.
 */
export function inlineSiteInfo(doc: Document = document): SiteInfo | null {
  const text = doc.getElementById('campus-site')?.textContent;
  if (!text) return null;
  try {
    const envelope: unknown = JSON.parse(text);
    const data = (envelope as { data?: { code?: unknown } } | null)?.data;
    return data && data.code === 0 ? parseSiteInfo(data) : null;
  } catch {
    return null;
  }
}

/**
 * Takes the site information for this host, decides the display mode and publishes both on site$.
 * An answer without a brand is unusable: the page then shows the plain header and footer with the
 * failure message instead of a half-branded site.
 */
export async function loadSite(): Promise<SiteState> {
  const info = inlineSiteInfo() ?? (await fetchSiteInfo());
  const state: SiteState =
    info && info.brand.name !== '' ? { status: 'ready', info, mode: decideDisplayMode(info, window.location.hash) } : { status: 'failed', message: SITE_FAILED };
  if (state.status === 'ready') rememberSite(state.info);
  site$.next(state);
  return state;
}

/**
 * The site's keys of spec §3's session storage, written once the site is known, for the pages of this tab that read
 * the store as the spec describes it: siteType, school_type and schoolIcon (a school's), channel_type (an
 * organiser's show_content).
 */
export function rememberSite(info: SiteInfo): void {
  setSession('siteType', info.type);
  setSession('school_type', info.school?.school_type ?? 0);
  setSession('channel_type', info.channel?.show_content ?? 0);
  setSession('schoolIcon', info.school?.config.school_badge ?? '');
}

async function fetchSiteInfo(): Promise<SiteInfo | null> {
  const answer = await api.site.getSiteInfo();
  return answer.apiStatus ? answer : null;
}
