import type { ReactElement } from 'react';
import { useLoad } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { formatDateTime } from '../../../utils/format-time';
import { interviewHash } from '../links';
import { INTERVIEW_TEXT } from '../texts';
import styles from './intro-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = INTERVIEW_TEXT.intro;

/** The student's interviews with their scores; one still going is continued in the room. */
export function InterviewHistory(): ReactElement | null {
  const list = useLoad(() => api.career.interviews(), 'ai-interview-list');
  if (list.status !== 'ready') return null;
  return (
    <section className={ui.card} aria-labelledby="interview-history-title">
      <h2 id="interview-history-title" className={ui.cardTitle}>
        {T.history}
      </h2>
      {list.data.list.length === 0 ? (
        <p className={ui.hint}>{T.noHistory}</p>
      ) : (
        <ol className={styles.history}>
          {list.data.list.map((i) => (
            <li key={i.id}>
              <span className={styles.historyTitle}>{`${i.category} · ${T.kinds.find((k) => k.value === i.kind)?.label ?? ''}`}</span>
              <span className={ui.muted}>{formatDateTime(i.started_at)}</span>
              {i.status === 'ongoing' ? (
                <a className={styles.link} href={interviewHash.room(i.id)}>
                  {`${T.ongoing} · ${T.continue}`}
                </a>
              ) : (
                <a className={styles.link} href={interviewHash.result(i.id)}>
                  {`${T.score(i.score)} · ${T.view}`}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
