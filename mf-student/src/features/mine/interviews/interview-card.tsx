import type { ReactElement } from 'react';
import { requestDialog, newTabProps } from '@campus/shared-utils';
import { type Interview } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { CompanyLogo } from '../components/company-logo';
import cards from '../components/cards.module.css';
import { formatInterviewTime } from '../utils/format-time';
import { InterviewReply } from './interview-reply';
import { MINE_TEXT } from '../utils/texts';
import styles from './interviews.module.css';

const T = MINE_TEXT.interviews;

/** Only web links are followed; anything else is shown as text. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

export type InterviewCardProps = {
  interview: Interview;
  onAnswered: (updated: Interview) => void;
};

/**
 * One invitation: time, online link or place, contact, note, state, and the student's answer. Online ones
 * open the my-interview QR popup.
 */
export function InterviewCard({ interview: i, onAnswered }: InterviewCardProps): ReactElement {
  const link = usePageLink();
  const headingId = `interview-${i.id}`;
  const upcoming = i.state === 'upcoming';
  return (
    <li className={upcoming ? cards.card : `${cards.card} ${styles.past}`} aria-labelledby={headingId}>
      <CompanyLogo name={i.company.name} url={i.company.logo_url} />
      <div className={cards.body}>
        <div className={cards.titleRow}>
          <h2 className={cards.title} id={headingId}>
            <a href={link('/job', { id: i.position.id })}>{i.position.title}</a>
          </h2>
          <span className={`${styles.state} ${styles[i.state]}`}>{i.state_text}</span>
          <span className={styles.mode}>{i.mode_text}</span>
        </div>
        <p className={cards.company}>
          <a href={link('/companyDetailPage', { id: i.company.id })}>{i.company.name}</a>
        </p>
        <dl className={styles.facts}>
          <dt>{T.time}</dt>
          <dd>
            <time dateTime={new Date(i.start_at).toISOString()}>{formatInterviewTime(i.start_at)}</time>
          </dd>
          {i.mode === 'online' ? (
            <>
              <dt>{T.link}</dt>
              <dd>
                {isWebLink(i.link) ? (
                  <a href={i.link} {...newTabProps('noopener noreferrer')}>
                    {i.link}
                  </a>
                ) : (
                  i.link || T.linkPending
                )}
              </dd>
            </>
          ) : (
            <>
              <dt>{T.place}</dt>
              <dd>{i.place || T.placePending}</dd>
            </>
          )}
          {(i.contact_name || i.contact_phone) && (
            <>
              <dt>{T.contact}</dt>
              <dd>
                {i.contact_name}
                {i.contact_name && i.contact_phone && '　'}
                {/* a phone number never breaks at its hyphen */}
                {i.contact_phone && <span className={styles.whole}>{i.contact_phone}</span>}
              </dd>
            </>
          )}
          {i.note && (
            <>
              <dt>{T.note}</dt>
              <dd>{i.note}</dd>
            </>
          )}
        </dl>
      </div>
      <div className={cards.side}>
        {i.mode === 'online' && upcoming && (
          <button type="button" className={styles.join} onClick={() => requestDialog({ kind: 'myInterviewQr' })}>
            {T.joinByQr}
          </button>
        )}
        <InterviewReply interview={i} onAnswered={onAnswered} />
      </div>
    </li>
  );
}
