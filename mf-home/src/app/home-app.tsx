import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { site$, useStream, type SiteInfo } from '@campus/shared-utils';
import { pickHome, type HomeKind } from './pick-home';
import styles from './home-app.module.css';

// Each page is its own chunk: a host downloads only the home it shows.
/** What every page gets: the site information of this host. */
export type HomePageProps = { info: SiteInfo };

const pages: Record<Exclude<HomeKind, 'none'>, LazyExoticComponent<ComponentType<HomePageProps>>> = {
  new: lazy(() => import('../features/new-home/components/new-home').then((m) => ({ default: m.NewHome }))),
  config: lazy(() => import('../features/config-home/components/config-home').then((m) => ({ default: m.ConfigHome }))),
  old: lazy(() => import('../features/old-home/components/old-home').then((m) => ({ default: m.OldHome }))),
  landing: lazy(() => import('../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage }))),
  organiser: lazy(() => import('../features/organiser/components/organiser-page').then((m) => ({ default: m.OrganiserPage }))),
};

/**
 * mf-home shows one page per display mode rather than per route (it owns only `#/`), so it needs no
 * router: the new home, the configurable home, the old-style home, the school landing page or the
 * organiser login page (pick-home.ts).
 */
export function HomeApp(): ReactElement {
  const site = useStream(site$);
  const kind = pickHome(site);
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
