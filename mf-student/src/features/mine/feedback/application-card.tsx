import type { ReactElement } from 'react';
import type { Application } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { CompanyLogo } from '../components/company-logo';
import cards from '../components/cards.module.css';
import { formatDateTime, formatInterviewTime } from '../utils/format-time';
import styles from './feedback.module.css';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.feedback;

export type ApplicationCardProps = { application: Application };

/** One application: the position, its state, and the timeline of steps with their times. */
export function ApplicationCard({ application: a }: ApplicationCardProps): ReactElement {
  const link = usePageLink();
  const headingId = `application-${a.id}`;
  return (
    <li className={cards.card} aria-labelledby={headingId}>
      <CompanyLogo name={a.company.name} url={a.company.logo_url} />
      <div className={cards.body}>
        <div className={cards.titleRow}>
          <h2 className={cards.title} id={headingId}>
            <a href={link('/job', { id: a.position.id })}>{a.position.title}</a>
          </h2>
          <span className={cards.salary}>{a.position.salary_str || MINE_TEXT.negotiable}</span>
          <span className={`${styles.status} ${styles[a.status]}`}>{a.status_text}</span>
          {a.unread === 1 && <span className={styles.new}>{T.new}</span>}
        </div>
        <p className={cards.company}>
          <a href={link('/companyDetailPage', { id: a.company.id })}>{a.company.name}</a>
          {a.position.city && <span className={styles.sep}>{a.position.city}</span>}
          <span className={styles.sep}>{T.resume(a.resume_name || (a.resume_type === 'online' ? MINE_TEXT.onlineResume : MINE_TEXT.attachmentResume))}</span>
        </p>
        {a.interview && (
          <p className={styles.plan}>
            {T.interview(formatInterviewTime(a.interview.start_at), a.interview.mode_text)}
            <a href={link('/myInterviewList')}>{T.interviewDetail}</a>
          </p>
        )}
        <ol className={styles.timeline} aria-label={T.timeline}>
          {a.timeline.map((step, i) => (
            <li key={`${step.status}-${step.at}`} className={i === a.timeline.length - 1 ? `${styles.step} ${styles.current}` : styles.step}>
              <span className={styles.stepText}>{step.text}</span>
              <time className={styles.stepTime} dateTime={new Date(step.at).toISOString()}>
                {formatDateTime(step.at)}
              </time>
              {step.note && <span className={styles.stepNote}>{step.note}</span>}
            </li>
          ))}
        </ol>
      </div>
    </li>
  );
}
