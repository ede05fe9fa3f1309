import type { ReactElement } from 'react';
import type { DiagnosisList } from '@campus/shared-utils/student';
import { formatDateTime } from '../../../utils/format-time';
import { AI_TEXT } from '../texts';
import { resultHash } from './diagnosis-link';
import styles from './diagnosis.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.diagnosis;

export type HistoryListProps = { list: DiagnosisList['list']; currentId?: number };

/** Earlier diagnoses with their scores, newest first, so the student sees progress. */
export function HistoryList({ list, currentId }: HistoryListProps): ReactElement {
  if (list.length === 0) return <p className={ui.muted}>{T.noHistory}</p>;
  return (
    <ol className={styles.history}>
      {list.map((d, i) => {
        const before = list[i + 1];
        return (
          <li key={d.id} className={d.id === currentId ? styles.current : undefined}>
            <a href={resultHash(d.id)} aria-current={d.id === currentId ? 'page' : undefined} className={styles.historyLink}>
              <span className={styles.historyScore}>{T.score(d.score)}</span>
              <span className={ui.muted}>{formatDateTime(d.created_at)}</span>
              <span className={ui.muted}>{d.source === 'file' ? T.fromFile : T.fromResume}</span>
              {before && <span className={d.score >= before.score ? styles.up : styles.down}>{T.progress(before.score, d.score)}</span>}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
