import type { ReactElement } from 'react';
import styles from './create.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.create;

export type StepFooterProps = {
  onBack?: () => void;
  /** absent on a step whose form leads on by itself */
  onNext?: () => void;
  nextLabel?: string;
  /** why the next step is not open yet (e.g. no education entry) */
  blocked?: string;
};

/** 上一步, and the way on of a list step (the list saves each entry by itself). */
export function StepFooter({ onBack, onNext, nextLabel, blocked }: StepFooterProps): ReactElement {
  return (
    <div className={styles.footer}>
      {blocked && <p className={styles.blocked}>{blocked}</p>}
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          {T.back}
        </button>
      )}
      {onNext && (
        <button type="button" className={styles.next} onClick={onNext} disabled={Boolean(blocked)}>
          {nextLabel}
        </button>
      )}
    </div>
  );
}
