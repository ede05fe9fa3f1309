import type { ReactElement } from 'react';
import { CONTENT_MSG, FAIR_STATUS_TEXT, type FairDetail } from '@campus/shared-utils/student';
import { OnlineLink } from './online-link';
import styles from './fair.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type OnlineEntryProps = { fair: FairDetail };

/** The side block of an online fair: no sign-up, the entrance while it runs. */
export function OnlineEntry({ fair: f }: OnlineEntryProps): ReactElement {
  return (
    <section className={styles.block} aria-labelledby="online-entry-title">
      <h2 id="online-entry-title" className={styles.blockTitle}>
        {T.fair.online}
      </h2>
      <p className={styles.state}>{FAIR_STATUS_TEXT[f.status]}</p>
      {f.status !== 2 && <p className={styles.hint}>{CONTENT_MSG.signUpOnline}</p>}
      <OnlineLink fair={f} big />
    </section>
  );
}
