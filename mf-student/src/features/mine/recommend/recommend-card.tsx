import type { ReactElement } from 'react';
import type { RecommendedPosition } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { CompanyLogo } from '../components/company-logo';
import cards from '../components/cards.module.css';
import styles from './recommend.module.css';
import { MINE_TEXT } from '../utils/texts';

export type RecommendCardProps = { position: RecommendedPosition };

/** One recommended position with the reasons it was picked. */
export function RecommendCard({ position: p }: RecommendCardProps): ReactElement {
  const link = usePageLink();
  return (
    <li className={cards.card}>
      <CompanyLogo name={p.company.name} url={p.company.logo_url} />
      <div className={cards.body}>
        <div className={cards.titleRow}>
          <h2 className={cards.title}>
            <a href={link('/job', { id: p.id })}>{p.title}</a>
          </h2>
          <span className={cards.salary}>{p.salary_str || MINE_TEXT.negotiable}</span>
        </div>
        <p className={cards.meta}>
          {[p.city, p.education, p.nature, p.period].filter(Boolean).map((m) => (
            <span key={m}>{m}</span>
          ))}
        </p>
        <p className={cards.company}>
          <a href={link('/companyDetailPage', { id: p.company.id })}>{p.company.name}</a>
          {p.company.industry && <span className={styles.sep}>{p.company.industry}</span>}
          {p.company.insize && <span className={styles.sep}>{p.company.insize}</span>}
        </p>
        {p.reasons.length > 0 && (
          <ul className={styles.reasons} aria-label={MINE_TEXT.recommend.reasons}>
            {p.reasons.map((r) => (
              <li key={r} className={styles.reason}>
                {r}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
