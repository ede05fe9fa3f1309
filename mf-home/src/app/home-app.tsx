import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { dropFirstView, pickHome, site$, useStream, type HomeKind, type SiteInfo } from '@campus/shared-utils';
import styles from './home-app.module.css';

/** What every page gets: the site information of this host. */
export type HomePageProps = { info: SiteInfo };

// Each page is its own chunk, named `home-<kind>`: a host downloads only the home it shows, and the server
// preloads that chunk with the page (api/src/web/first-paint.ts reads the build's preload-chunks.json).
const pages: Record<Exclude<HomeKind, 'none'>, LazyExoticComponent<ComponentType<HomePageProps>>> = {
  new: lazy(() => import(/* webpackChunkName: "home-new" */ '../features/new-home/components/new-home').then((m) => ({ default: m.NewHome }))),
  config: lazy(() => import(/* webpackChunkName: "home-config" */ '../features/config-home/components/config-home').then((m) => ({ default: m.ConfigHome }))),
  old: lazy(() => import(/* webpackChunkName: "home-old" */ '../features/old-home/components/old-home').then((m) => ({ default: m.OldHome }))),
  landing: lazy(() => import(/* webpackChunkName: "home-landing" */ '../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage }))),
  organiser: lazy(() => import(/* webpackChunkName: "home-organiser" */ '../features/organiser/components/organiser-page').then((m) => ({ default: m.OrganiserPage }))),
};

/**
 * mf-home shows one page per display mode rather than per route (it owns only `#/`), so it needs no
 * router: the new home, the configurable home, the old-style home, the school landing page or the
 * organiser login page (shared-utils pick-home.ts).
 */
export function HomeApp(): ReactElement {
  const site = useStream(site$);
  const kind = pickHome(site);
  // the server's first view (site/first-view.ts) is handed over by the page's own image; leaving goes past it
  useEffect(() => dropFirstView, []);
  if (kind === 'none' || site.status !== 'ready') return <div data-home={kind} />;
  const Page = pages[kind];
  return (
    <div data-home={kind} className={styles.home}>
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        <Page info={site.info} />
      </Suspense>
    </div>
  );
}
