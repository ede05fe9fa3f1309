// The one-bundle build of the home pages (bench/one-bundle/build-one-bundle.mjs): the same page components as
// the composed site (mf-header's header and footer, mf-home's home) and root-config's own boot steps, imported
// directly into one React app with shared-utils bundled in: no SystemJS, no single-spa, no import map. What the
// composed site costs beyond this build is the price of the micro-frontends.
// `@campus-sources/<package>` is the build's alias of each package's src/ folder: only this bench may reach into
// the packages, since comparing their composition with a direct import of them is its whole point.
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { checkSession, hashPath, isWholePage, restoreAuth, site$, watchStudentInfo, watchUnreadNotices } from '@campus/shared-utils';
import { HeaderApp } from '@campus-sources/mf-header/app/header-app';
import { FooterApp } from '@campus-sources/mf-header/app/footer-app';
import { HomeApp } from '@campus-sources/mf-home/app/home-app';
import { warmStart } from '@campus-sources/mf-home/app/warm-start';
import { dropHeaderShell } from '@campus-sources/root-config/app-areas';
import { titleFor } from '@campus-sources/root-config/page-title';
import { loadSite } from '@campus-sources/root-config/site-bootstrap';

/** Mounts a component into the page's area, as single-spa-react does into the area root-config gives it. */
function mount(id: string, element: ReactElement): void {
  let area = document.getElementById(id);
  if (!area) {
    area = document.createElement('div');
    area.id = id;
    document.getElementById('app-main')?.appendChild(area);
  }
  createRoot(area).render(element);
}

async function boot(): Promise<void> {
  restoreAuth();
  const site = await loadSite();
  document.documentElement.dataset.displayMode = site.status === 'ready' ? site.mode.kind : 'failed';
  // the landing and organiser login pages are whole pages of the home, without header and footer (root-config applications.ts)
  const fullPage = site.status === 'ready' && isWholePage(site.mode);
  await warmStart(site);
  flushSync(() => {
    if (!fullPage) mount('app-header', <HeaderApp />);
    mount('app-mf-home', <HomeApp />);
    if (!fullPage) mount('app-footer', <FooterApp />);
  });
  document.documentElement.classList.remove('booting');
  dropHeaderShell(!fullPage);
  document.title = titleFor(hashPath(window.location.hash), site$.getValue());
  void checkSession().then((outcome) => {
    watchStudentInfo(outcome === 'valid');
    watchUnreadNotices();
  });
}

void boot();
