import type { ReactElement } from 'react';
import { requestDialog } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import styles from './account.module.css';

/** A visitor's login entries: student login, employer (我要招人) and school login. */
export function VisitorEntries(): ReactElement {
  return (
    <div className={styles.entries} role="group" aria-label={TEXT.accountLabel}>
      <button type="button" className={styles.employer} onClick={() => requestDialog({ kind: 'employer' })}>
        {TEXT.employer}
      </button>
      <button type="button" className={styles.secondary} onClick={() => requestDialog({ kind: 'schoolLogin' })}>
        {TEXT.schoolLogin}
      </button>
      <button type="button" className={styles.primary} onClick={() => requestDialog({ kind: 'studentLogin' })}>
        {TEXT.studentLogin}
      </button>
    </div>
  );
}
