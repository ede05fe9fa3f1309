import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { PositionItem } from '@campus/shared-utils/student';
import { useChapterLink } from '../hooks/use-chapter-link';
import { publishedText } from '../utils/format';
import styles from './position-card.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type PositionCardProps = { position: PositionItem; /** hide the company part (on the company's own page) */ withCompany?: boolean };

/** A position in a list: title and salary, place, degree, nature and period, benefits, its company, when published. */
export function PositionCard({ position: p, withCompany = true }: PositionCardProps): ReactElement {
  const link = useChapterLink();
  return (
    <article className={styles.card} aria-labelledby={`position-${p.id}`}>
      <div className={styles.main}>
        <h3 className={styles.head}>
          <Link id={`position-${p.id}`} className={styles.title} to={link('/job', { id: p.id })}>
            {p.title}
          </Link>
          <span className={styles.salary}>{p.salary_str || T.negotiable}</span>
        </h3>
        <p className={styles.tags}>
          {[p.work_addr || p.city, p.education, p.nature, p.period, p.category_label].filter(Boolean).map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </p>
        {p.benefits.length > 0 && (
          <p className={styles.benefits}>
            {p.benefits.slice(0, 4).map((b) => (
              <span key={b} className={styles.benefit}>
                {b}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className={styles.side}>
        {withCompany && (
          <Link className={styles.company} to={link('/companyDetailPage', { id: p.company.id })}>
            <img className={styles.logo} src={p.company.logo_url} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <span className={styles.companyText}>
              <span className={styles.companyName}>{p.company.company_name}</span>
              <span className={styles.muted}>{[p.company.industry, p.company.insize].filter(Boolean).join(' · ')}</span>
            </span>
          </Link>
        )}
        <span className={styles.time}>{publishedText(p.publish_at)}</span>
      </div>
    </article>
  );
}
