import type { ReactElement } from 'react';
import { MSG, Modal, requestDialog, type LoginState } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import styles from './switch-identity.module.css';

export type SwitchIdentityDialogProps = { loginState: LoginState; onClose: () => void };

const IDENTITY: Partial<Record<LoginState, string>> = { 2: MSG.identityCompany, 3: MSG.identitySchool, 4: MSG.identityChannel };

/**
 * A school, employer or channel session on a student-only page (spec §2, §6): 当前登录身份是 …,
 * 切换为学生身份登录后方可查看, and 切换为学生, which opens the back-to-login dialog: the log-out confirm with
 * back type 1, so the current role is logged out first (its session would otherwise stay beside the student's)
 * and the student login follows the confirmed log-out.
 */
export function SwitchIdentityDialog({ loginState, onClose }: SwitchIdentityDialogProps): ReactElement {
  return (
    <Modal open title={TEXT.switchIdentity} width={420} onClose={onClose}>
      <div className={styles.box}>
        <span className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
            <circle cx="9" cy="8" r="3.5" />
            <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5 1.5 0 2.9.4 4 1.3M16 12l3 3-3 3M19 15h-6" />
          </svg>
        </span>
        <p className={styles.identity}>
          {MSG.currentIdentity}
          <strong>{IDENTITY[loginState] ?? ''}</strong>
        </p>
        <p className={styles.hint}>{MSG.switchToStudentHint}</p>
        <button type="button" className={styles.button} onClick={() => requestDialog({ kind: 'logoutConfirm', backType: 1 })}>
          {MSG.switchToStudent}
        </button>
      </div>
    </Modal>
  );
}
