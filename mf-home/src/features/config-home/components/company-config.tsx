import type { ReactElement } from 'react';
import { HOME, SUB_APP_PREFIX, type HomeConfigCompany, hashRoute, newTabProps } from '@campus/shared-utils';
import { PagedCarousel } from './paged-carousel';
import styles from './config-home.module.css';

export type CompanyConfigProps = { title: string; companies: HomeConfigCompany[] };

/** The enterprise-config block, 8 a page: a company opens its detail page in a new tab. */
export function CompanyConfig({ title, companies }: CompanyConfigProps): ReactElement | null {
  return (
    <PagedCarousel
      title={title}
      items={companies}
      pageSize={HOME.zones.companyConfig}
      gridClassName={styles.gridCompany}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <a className={styles.company} href={hashRoute(`${SUB_APP_PREFIX}companyDetailPage`, { id: c.id })} {...newTabProps()}>
          <img className={styles.companyLogo} src={c.logo_url} alt="" width={56} height={56} loading="lazy" decoding="async" />
          <span className={styles.companyText}>
            <span className={styles.strong}>{c.company_name}</span>
            <span className={styles.muted}>{c.industry_label}</span>
          </span>
        </a>
      )}
    />
  );
}
