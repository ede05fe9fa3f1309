import { useState, type ReactElement } from 'react';
import { toast, useStudentAction } from '@campus/shared-utils';
import { api, MINE_MSG, type DeliverStatus } from '@campus/shared-utils/student';
import styles from './apply.module.css';
import { ResumePicker } from './resume-picker';
import type { PositionStatus } from './use-position-status';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.apply;

export type ApplyButtonProps = {
  positionId: number;
  positionTitle?: string;
  closed?: boolean;
  status: PositionStatus;
  onApplied: (status: DeliverStatus) => void;
};

/**
 * 投递简历: a visitor logs in first and the apply continues; another role is asked to switch identity; a
 * student picks a resume and confirms. Once sent it reads 已投递 (with the application's state) and does
 * nothing more; a failure leaves it usable and says why.
 */
export function ApplyButton({ positionId, positionTitle, closed = false, status, onApplied }: ApplyButtonProps): ReactElement {
  const [picking, setPicking] = useState(false);
  const asStudent = useStudentAction(3);
  const applied = status.status === 'ready' && status.data.is_deliver === 1 ? status.data : null;

  // after a login the status is read first: a student who applied before sees 已投递, not the picker
  const openPicker = async () => {
    const current = await api.mine.getDeliverStatus(positionId);
    if (current.apiStatus && current.is_deliver === 1) {
      onApplied(current);
      void toast.info(MINE_MSG.alreadyApplied);
      return;
    }
    setPicking(true);
  };

  if (applied) {
    // a fresh application's state is 已投递 itself: said once, not twice
    const state = applied.status_text !== T.applied ? applied.status_text : '';
    return (
      <button type="button" className={`${styles.apply} ${styles.applied}`} disabled aria-describedby={state ? `apply-state-${positionId}` : undefined}>
        {T.applied}
        {state && (
          <span id={`apply-state-${positionId}`} className={styles.state}>
            {state}
          </span>
        )}
      </button>
    );
  }

  if (closed) {
    return (
      <button type="button" className={styles.apply} disabled>
        {T.closed}
      </button>
    );
  }

  return (
    <>
      <button type="button" className={styles.apply} disabled={status.status === 'loading'} onClick={() => asStudent(() => void openPicker())}>
        {T.apply}
      </button>
      {picking && (
        <ResumePicker
          positionId={positionId}
          positionTitle={positionTitle}
          onClose={() => setPicking(false)}
          onApplied={(result) => {
            setPicking(false);
            onApplied(result);
            void toast.success(MINE_MSG.applySuccess);
          }}
        />
      )}
    </>
  );
}
