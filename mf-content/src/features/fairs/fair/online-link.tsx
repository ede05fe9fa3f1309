import type { ReactElement } from 'react';
import { cx, safeHttpUrl, newTabProps } from '@campus/shared-utils';
import type { FairDetail } from '@campus/shared-utils/student';
import styles from './fair.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type OnlineLinkProps = { fair: FairDetail; big?: boolean };

/** An online fair's entrance: a link while it runs, a note before and after. */
export function OnlineLink({ fair: f, big = false }: OnlineLinkProps): ReactElement {
  const url = safeHttpUrl(f.online_url);
  if (f.status === 0) return <span className={styles.note}>{T.fair.notStarted}</span>;
  if (f.status === 2) return <span className={styles.note}>{T.fair.onlineEnded}</span>;
  if (!url) return <span className={styles.note}>{T.fair.noEntrance}</span>;
  return (
    <a className={cx(styles.enter, big && styles.enterBig)} href={url} {...newTabProps('noopener noreferrer')}>
      {T.fair.enterOnline}
    </a>
  );
}
