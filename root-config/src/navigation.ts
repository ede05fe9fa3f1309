import { closePageDialog, findRoute, hashPath, site$, type SiteState } from '@campus/shared-utils';
import { titleFor } from './page-title';

/** Where the current hash should go instead, or null: unknown paths to `#/`, `#/` to a department's home. */
export function redirectFor(hash: string, site: SiteState): string | null {
  const path = hashPath(hash);
  const route = findRoute(path);
  const showAbout = site.status === 'ready' && site.info.show_about === 1;
  if (!route || (route.needsShowAbout && !showAbout)) return '#/';
  if (path === '/' && site.status === 'ready' && site.mode.kind === 'normal' && site.mode.home !== '/') return `#${site.mode.home}`;
  return null;
}

function normalize(): boolean {
  const target = redirectFor(window.location.hash, site$.getValue());
  if (target === null || target === window.location.hash) return false;
  // replace() keeps the bad address out of the history and fires hashchange for single-spa.
  window.location.replace(target);
  return true;
}

/**
 * Keeps the address valid, the title right and the scroll at the top on every navigation, and closes a
 * dialog of the page that was left (back and forward included).
 */
export function watchNavigation(): void {
  let last = window.location.hash;
  normalize();
  window.addEventListener('hashchange', normalize);
  window.addEventListener('single-spa:routing-event', () => {
    const hash = window.location.hash;
    document.title = titleFor(hashPath(hash), site$.getValue());
    if (hash !== last) window.scrollTo(0, 0);
    if (hashPath(hash) !== hashPath(last)) closePageDialog();
    last = hash;
  });
}
