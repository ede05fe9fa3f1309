import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { pickHome, site$, useStream, type HomeKind, type SiteInfo } from '@campus/shared-utils';
import { ConfigHome } from '../features/config-home/components/config-home';
import { NewHome } from '../features/new-home/components/new-home';
import styles from './home-app.module.css';

/** What every page gets: the site information of this host. */
export type HomePageProps = { info: SiteInfo };

// The two homes of the Lighthouse-measured hosts ship in the entry, which the server preloads with the page
// (api/src/web/first-paint.ts): one request level less before their largest paint. The rest are own chunks.
const pages: Record<Exclude<HomeKind, 'none'>, ComponentType<HomePageProps>> = {
  new: NewHome,
  config: ConfigHome,
  old: lazy(() => import('../features/old-home/components/old-home').then((m) => ({ default: m.OldHome }))),
  landing: lazy(() => import('../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage }))),
  organiser: lazy(() => import('../features/organiser/components/organiser-page').then((m) => ({ default: m.OrganiserPage }))),
};

/**
 * mf-home shows one page per display mode rather than per route (it owns only `#/`), so it needs no
 * router: the new home, the configurable home, the old-style home, the school landing page or the
 * organiser login page (shared-utils pick-home.ts).
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
