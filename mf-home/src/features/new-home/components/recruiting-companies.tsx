import type { ReactElement } from 'react';
import { api, formatCount, HOME, SUB_APP_PREFIX, hashRoute, newTabProps } from '@campus/shared-utils';
import { LoadFailed } from '../../../components/load-failed';
import { Section } from '../../../components/section';
import { useEarlyLoad } from '../../../hooks/use-early-load';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import styles from './new-home.module.css';

/** Recruiting companies, at most 39, then a "more companies" tile opening the company list. */
export function RecruitingCompanies(): ReactElement | null {
  const state = useEarlyLoad(() => api.home.getCompanies(), 'companies');
  if (state.status === 'loading') return <div className={styles.companiesPlaceholder} aria-busy="true" />;
  if (state.status === 'failed') {
    return (
      <Section title={T.recruitingCompanies}>
        <LoadFailed />
      </Section>
    );
  }
  const companies = state.data.list.slice(0, HOME.maxRecruitingCompanies);
  if (companies.length === 0) return null;
  return (
    <Section title={T.recruitingCompanies}>
      <ul className={styles.companies}>
        {companies.map((c) => (
          <li key={c.id}>
            <a className={styles.company} href={hashRoute(`${SUB_APP_PREFIX}companyDetailPage`, { id: c.id })} {...newTabProps()}>
              <img className={styles.companyLogo} src={c.logo_url} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <span className={styles.companyName} title={c.company_name}>
                {c.short_name || c.company_name}
              </span>
              <span className={styles.muted}>{[c.second_industry || c.industry, c.insize].filter(Boolean).join(' · ')}</span>
              <span className={styles.companyJobs}>{T.openPositions(formatCount(c.position_count))}</span>
            </a>
          </li>
        ))}
        <li>
          <a className={`${styles.company} ${styles.more}`} href={hashRoute(`${SUB_APP_PREFIX}companyList`)}>
            <span className={styles.moreIcon} aria-hidden="true">
              →
            </span>
            <span className={styles.companyName}>{T.moreCompanies}</span>
          </a>
        </li>
      </ul>
    </Section>
  );
}
