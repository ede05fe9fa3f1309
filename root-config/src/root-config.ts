// Boots the page: site information first, then the display mode, then the parcels (docs/architecture.md §3).
import { getAppStatus, MOUNTED, start } from 'single-spa';
import { backOfficeUrl, checkSession, restoreAuth, runtimeConfig, watchStudentInfo, watchUnreadNotices } from '@campus/shared-utils';
import { loadAnalytics } from './analytics';
import { watchLoginQuery } from './login-query';
import { dropHeaderShell } from './app-areas';
import { HEADER_APP, registerApps } from './applications';
import { mobileJumpTarget } from './mobile-redirect';
import { watchNavigation } from './navigation';
import { idle, prefetchChunk, prefetchLinkedParcels } from './prefetch';
import { loadSite } from './site-bootstrap';

async function boot(): Promise<void> {
  restoreAuth();
  const config = runtimeConfig();
  const site = await loadSite();
  if (site.status === 'ready') {
    const jump = mobileJumpTarget(site.info, navigator.userAgent, config.mobileJumpUrl, window.location.origin);
    if (jump) return window.location.replace(jump);
    if (site.mode.kind === 'redirect') return window.location.replace(backOfficeUrl(site.mode.to));
    document.documentElement.dataset.displayMode = site.mode.kind;
  } else {
    document.documentElement.dataset.displayMode = 'failed';
  }
  watchNavigation();
  registerApps(site);
  window.addEventListener('single-spa:routing-event', () => {
    document.documentElement.classList.remove('booting');
    dropHeaderShell(getAppStatus(HEADER_APP) === MOUNTED);
    prefetchLinkedParcels();
  });
  warmAfterFirstView();
  start({ urlRerouteOnly: true });
  if (site.status === 'ready') watchLoginQuery();
  // a student whose session the server confirms gets the avatar and info; later logins load theirs once each
  void checkSession().then((outcome) => {
    watchStudentInfo(outcome === 'valid');
    // after the check, so a session the server has ended asks for nothing
    watchUnreadNotices();
  });
  loadAnalytics(config);
}

/** When the first route had mounted: what loads after it is deferred work (the footer, the HTTP client) and
 * prefetches for the next click, not the first load (e2e/bundle-budget.spec.ts). */
const SETTLED_MARK = 'campus:settled';

/**
 * Once the first route's parcels are mounted, and then the page is idle, the HTTP client is downloaded: the
 * first view needs none (the page carries its answers), and the next click should not wait for the network.
 * It runs with the first call (running it at idle was a long task, about 100 ms on a throttled phone).
 */
function warmAfterFirstView(): void {
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      performance.mark(SETTLED_MARK);
      idle(() => prefetchChunk('@campus/shared-utils', 'http'));
    },
    { once: true },
  );
}

void boot();
