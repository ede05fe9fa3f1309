import { lazy, Suspense, type ReactElement } from 'react';
import { findRoute, pickHome, site$, useHashLocation, useIdle, useStream } from '@campus/shared-utils';
import { FooterError } from '../features/footer/components/footer-error';

/** The footer is below every first view: its code comes once the page is idle, not with the first load. */
const SiteFooter = lazy(() => import(/* webpackChunkName: "footer" */ '../features/footer/components/site-footer').then((m) => ({ default: m.SiteFooter })));

/** The footer parcel: the brand family's footer, or the error message when the site failed to load. */
export function FooterApp(): ReactElement | null {
  const site = useStream(site$);
  const { path } = useHashLocation();
  const idle = useIdle();
  if (site.status === 'loading' || findRoute(path)?.hideFooter) return null;
  if (site.status === 'failed') return <FooterError message={site.message} />;
  if (!idle) return null;
  // the old-style home shows the same four figures in its own strip: once is enough
  return (
    <Suspense fallback={null}>
      <SiteFooter info={site.info} path={path} showFigures={!(path === '/' && pickHome(site) === 'old')} />
    </Suspense>
  );
}
