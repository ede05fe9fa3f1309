import type { ReactElement } from 'react';
import { findRoute, pickHome, site$, useHashLocation, useStream } from '@campus/shared-utils';
import { FooterError } from '../features/footer/components/footer-error';
import { SiteFooter } from '../features/footer/components/site-footer';

/** The footer parcel: the brand family's footer, or the error message when the site failed to load. */
export function FooterApp(): ReactElement | null {
  const site = useStream(site$);
  const { path } = useHashLocation();
  if (site.status === 'loading' || findRoute(path)?.hideFooter) return null;
  if (site.status === 'failed') return <FooterError message={site.message} />;
  // the old-style home shows the same four figures in its own strip: once is enough
  return <SiteFooter info={site.info} path={path} showFigures={!(path === '/' && pickHome(site) === 'old')} />;
}
