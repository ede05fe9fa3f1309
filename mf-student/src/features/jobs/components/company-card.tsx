import { Fragment, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyItem } from '@campus/shared-utils/student';
import { useChapterLink } from '../hooks/use-chapter-link';
import styles from './company-card.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type CompanyCardProps = { company: CompanyItem };

/** A company in a list: logo, name, industry, size, ownership and city, and how many positions it has open. */
export function CompanyCard({ company: c }: CompanyCardProps): ReactElement {
  const link = useChapterLink();
  return (
    <article className={styles.card} aria-labelledby={`company-${c.id}`}>
      <img className={styles.logo} src={c.logo_url} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <div className={styles.text}>
        <h3 className={styles.name}>
          <Link id={`company-${c.id}`} to={link('/companyDetailPage', { id: c.id })}>
            {c.company_name}
          </Link>
        </h3>
        <p className={styles.facts}>
          {/* each fact stays whole on a phone (a size like 1000-9999人 never breaks at its hyphen) */}
          {[c.second_industry || c.industry, c.insize, c.nature, c.city].filter(Boolean).map((fact, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              <span className={styles.fact}>{fact}</span>
            </Fragment>
          ))}
        </p>
      </div>
      <p className={styles.count}>
        {c.position_count > 0 ? (
          <>
            <strong>{c.position_count}</strong>
            {T.companyCard.openAfter}
          </>
        ) : (
          T.companyCard.noOpen
        )}
      </p>
    </article>
  );
}
