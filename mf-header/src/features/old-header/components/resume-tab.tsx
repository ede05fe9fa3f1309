import type { MouseEvent, ReactElement } from 'react';
import { requestDialog, cx, hashRoute } from '@campus/shared-utils';
import type { AuthState, StudentInfo } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import styles from './old-header.module.css';

export type ResumeTabProps = { auth: AuthState; student: StudentInfo | null; active: boolean; className?: string };

/**
 * The older header's Resume tab: a student goes to /resume (or /resume_create without a resume);
 * a visitor gets the student login (jump mode 1); other roles get the switch-identity prompt.
 */
export function ResumeTab({ auth, student, active, className }: ResumeTabProps): ReactElement {
  const hasResume = student?.has_resume === 1 || Boolean(student?.resume_name);
  const target = auth.state === 0 ? '/login' : hasResume ? '/resume' : '/resume_create';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (auth.state === 1) return;
    event.preventDefault();
    requestDialog(auth.state === 0 ? { kind: 'studentLogin', jumpMode: 1 } : { kind: 'switchIdentity' });
  };
  return (
    <a className={className ?? cx(styles.tab, active && styles.tabActive)} href={hashRoute(target)} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {TEXT.oldResumeTab}
    </a>
  );
}
