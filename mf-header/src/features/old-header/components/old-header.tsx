import { useState } from 'react';
import type { ReactElement } from 'react';
import { requestDialog, cx, hashRoute, logoutBackTypeHere } from '@campus/shared-utils';
import type { AuthState, RouteEntry, SiteInfo, StudentInfo } from '@campus/shared-utils';
import { PhoneMenu } from '../../../components/phone-menu';
import { TEXT } from '../../../utils/texts';
import { ContactCard } from './contact-card';
import { JobsModal } from './jobs-modal';
import { OldMenuEntries } from './old-menu-entries';
import { ResumeTab } from './resume-tab';
import accent from '../../../components/accent.module.css';
import styles from './old-header.module.css';

export type OldHeaderProps = {
  info: SiteInfo;
  home: string;
  path: string;
  route: RouteEntry | undefined;
  auth: AuthState;
  student: StudentInfo | null;
};

const RESUME_PATHS = ['/resume', '/resume_add', '/resume_create'];

/**
 * The older PC header (spec §2): Resume and Jobs tabs; dark and 1200 px wide on resume pages, with a
 * log-out button there; the resume tab hidden on add/create; elsewhere a "contact us" hover card. Below 768 px
 * the tabs and the side fold into one menu button (issue 14).
 */
export function OldHeader({ info, home, path, route, auth, student }: OldHeaderProps): ReactElement {
  const [jobsOpen, setJobsOpen] = useState(false);
  const resumePage = Boolean(route?.resumePage);
  return (
    <header className={cx(styles.bar, accent.old, resumePage && styles.dark)}>
      <div className={cx(styles.inner, resumePage && styles.wide)}>
        <a className={styles.brand} href={hashRoute(home)}>
          <img className={styles.logo} src={info.brand.logo_url} alt={info.brand.name} />
        </a>
        <nav className={styles.nav} aria-label={TEXT.navLabel}>
          {!route?.hideResumeTab && <ResumeTab auth={auth} student={student} active={RESUME_PATHS.includes(path)} />}
          <button type="button" className={styles.tab} aria-haspopup="dialog" onClick={() => setJobsOpen(true)}>
            {TEXT.oldJobsTab}
          </button>
        </nav>
        <div className={styles.side}>
          {resumePage && auth.state !== 0 && (
            <button type="button" className={styles.logout} onClick={() => requestDialog({ kind: 'logoutConfirm', backType: logoutBackTypeHere() })}>
              {TEXT.logout}
            </button>
          )}
          {!resumePage && <ContactCard hotlines={info.brand.hotlines} />}
        </div>
        <PhoneMenu tone={resumePage ? 'dark' : 'light'} className={styles.phoneMenu}>
          <OldMenuEntries
            auth={auth}
            student={student}
            showResumeTab={!route?.hideResumeTab}
            resumeActive={RESUME_PATHS.includes(path)}
            resumePage={resumePage}
            hotlines={info.brand.hotlines}
            onJobs={() => setJobsOpen(true)}
          />
        </PhoneMenu>
      </div>
      <JobsModal open={jobsOpen} onClose={() => setJobsOpen(false)} />
    </header>
  );
}
