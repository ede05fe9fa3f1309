import { cx, logoutBackTypeHere, requestDialog } from '@campus/shared-utils';
import type { AuthState, BrandInfo, StudentInfo } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import { HotlineList } from '../../../components/hotline-list';
import styles from '../../../components/menu-entries.module.css';
import { TEXT } from '../../../utils/texts';
import { ResumeTab } from './resume-tab';

export type OldMenuEntriesProps = {
  auth: AuthState;
  student: StudentInfo | null;
  showResumeTab: boolean;
  resumeActive: boolean;
  resumePage: boolean;
  hotlines: BrandInfo['hotlines'];
  onJobs: () => void;
};

/** The older header's entries inside the folded phone menu: the Resume and Jobs tabs, then log-out or the hotlines. */
export function OldMenuEntries({ auth, student, showResumeTab, resumeActive, resumePage, hotlines, onJobs }: OldMenuEntriesProps): ReactElement {
  return (
    <>
      <nav aria-label={TEXT.phoneNavLabel}>
        <ul className={styles.section}>
          {showResumeTab && (
            <li>
              <ResumeTab auth={auth} student={student} active={resumeActive} className={cx(styles.item, resumeActive && styles.current)} />
            </li>
          )}
          <li>
            <button type="button" className={styles.item} aria-haspopup="dialog" onClick={onJobs}>
              {TEXT.oldJobsTab}
            </button>
          </li>
        </ul>
      </nav>
      {resumePage && auth.state !== 0 ? (
        <ul className={styles.section}>
          <li>
            <button type="button" className={styles.item} onClick={() => requestDialog({ kind: 'logoutConfirm', backType: logoutBackTypeHere() })}>
              {TEXT.logout}
            </button>
          </li>
        </ul>
      ) : (
        !resumePage && (
          <section className={styles.section} aria-label={TEXT.contactUs}>
            <span className={styles.heading}>{TEXT.contactUs}</span>
            <div className={styles.hotlines}>
              <HotlineList hotlines={hotlines} />
            </div>
          </section>
        )
      )}
    </>
  );
}
