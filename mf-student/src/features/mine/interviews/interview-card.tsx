import type { ReactElement } from 'react';
import { requestDialog } from '@campus/shared-utils';
import { type Interview } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { CompanyLogo } from '../components/company-logo';
import cards from '../components/cards.module.css';
import { formatInterviewTime } from '../utils/format-time';
import styles from './interviews.module.css';

/** Only web links are followed; anything else is shown as text. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

/** One invitation: time, online link or place, contact, note, state. Online ones open the my-interview QR popup. */
export function InterviewCard({ interview: i }: { interview: Interview }): ReactElement {
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
          <dt>面试时间</dt>
          <dd>
            <time dateTime={new Date(i.start_at).toISOString()}>{formatInterviewTime(i.start_at)}</time>
          </dd>
          {i.mode === 'online' ? (
            <>
              <dt>会议链接</dt>
              <dd>
                {isWebLink(i.link) ? (
                  <a href={i.link} target="_blank" rel="noopener noreferrer">
                    {i.link}
                  </a>
                ) : (
                  i.link || '待企业发送'
                )}
              </dd>
            </>
          ) : (
            <>
              <dt>面试地点</dt>
              <dd>{i.place || '待企业确认'}</dd>
            </>
          )}
          {(i.contact_name || i.contact_phone) && (
            <>
              <dt>联系人</dt>
              <dd>{[i.contact_name, i.contact_phone].filter(Boolean).join('　')}</dd>
            </>
          )}
          {i.note && (
            <>
              <dt>备注</dt>
              <dd>{i.note}</dd>
            </>
          )}
        </dl>
      </div>
      {i.mode === 'online' && upcoming && (
        <div className={cards.side}>
          <button type="button" className={styles.join} onClick={() => requestDialog({ kind: 'myInterviewQr' })}>
            扫码参加面试
          </button>
        </div>
      )}
    </li>
  );
}
