import type { ReactElement } from 'react';
import { SUB_APP_PREFIX, type HomePosition, hashRoute, newTabProps } from '@campus/shared-utils';
import styles from './new-home.module.css';

export type PositionCardProps = { position: HomePosition };

/** One recruiting position: title, salary, place, period; its company's logo, name, industry and size. */
export function PositionCard({ position: p }: PositionCardProps): ReactElement {
  return (
    <a className={styles.position} href={hashRoute(`${SUB_APP_PREFIX}job`, { id: p.id })} {...newTabProps()}>
      <span className={styles.positionHead}>
        <span className={styles.positionTitle}>{p.title}</span>
        <span className={styles.salary}>{p.salary_str}</span>
      </span>
      <span className={styles.tags}>
        {[p.work_addr, p.period, p.education].filter(Boolean).map((tag) => (
          <span key={tag} className={styles.tag}>
            {tag}
          </span>
        ))}
      </span>
      <span className={styles.positionCompany}>
        <img className={styles.smallLogo} src={p.company.logo_url} alt="" width={32} height={32} loading="lazy" decoding="async" />
        <span className={styles.positionCompanyText}>
          <span className={styles.companyName}>{p.company.company_name}</span>
          <span className={styles.muted}>{[p.company.second_industry, p.company.insize].filter(Boolean).join(' · ')}</span>
        </span>
      </span>
    </a>
  );
}
