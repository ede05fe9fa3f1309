import { lazy, Suspense, type ReactElement } from 'react';
import { api, parseRecruitHot, SiteSearch, type SiteInfo } from '@campus/shared-utils';
import { LoadFailed } from '../../../components/load-failed';
import { Section } from '../../../components/section';
import { WhenNear } from '../../../components/when-near';
import { useEarlyLoad } from '../../../hooks/use-early-load';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import { BannerCarousel } from './banner-carousel';
import { CategoryChips } from './category-chips';
import { FamousCompanies } from './famous-companies';
import styles from './new-home.module.css';

export type NewHomeProps = { info: SiteInfo };

// Recruiting companies and positions lie below the fold: their code and calls wait until the user nears them.
const BelowFold = lazy(() => import('./below-fold').then((m) => ({ default: m.BelowFold })));
const BELOW_FOLD_HEIGHT = 1400;

/** The new home of a type 1 site (spec §2 "Home, type 1"), the search first. Each block loads on its own; one failing leaves the others. */
export function NewHome(_props: NewHomeProps): ReactElement {
  const resource = useEarlyLoad(() => api.home.getResource(), 'resource');
  return (
    <div className={styles.page}>
      <SiteSearch variant="hero" className={styles.search} />
      {resource.status === 'failed' ? (
        <Section title={T.banners}>
          <LoadFailed />
        </Section>
      ) : (
        <div className={styles.top}>
          {resource.status === 'ready' ? (
            <>
              <CategoryChips categories={parseRecruitHot(resource.data.recruit_hot)} />
              <BannerCarousel banners={resource.data.banner_list} />
            </>
          ) : (
            <div className={styles.topPlaceholder} aria-busy="true" />
          )}
        </div>
      )}
      {resource.status === 'ready' && <FamousCompanies tiles={resource.data.company_famous_list} />}
      {resource.status === 'loading' ? (
        <div style={{ minHeight: BELOW_FOLD_HEIGHT }} />
      ) : (
        <WhenNear minHeight={BELOW_FOLD_HEIGHT}>
          <Suspense fallback={<div style={{ minHeight: BELOW_FOLD_HEIGHT }} aria-busy="true" />}>
            <BelowFold />
          </Suspense>
        </WhenNear>
      )}
    </div>
  );
}
