import type { ReactElement } from 'react';
import { SR_ONLY } from '@campus/shared-utils';
import { CREATE_STEPS, type StepKey } from '../../utils/steps';
import styles from './create.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.create;

export type StepNavProps = {
  current: StepKey;
  done: (key: StepKey) => boolean;
  /** steps open once the basic information is saved */
  open: boolean;
  onGo: (key: StepKey) => void;
};

/** The steps of the create flow: where the student is, what is saved, and a way back to any step. */
export function StepNav({ current, done, open, onGo }: StepNavProps): ReactElement {
  return (
    <nav aria-label={T.steps}>
      <ol className={styles.steps}>
        {CREATE_STEPS.map((step, i) => {
          const isCurrent = step.key === current;
          const saved = done(step.key);
          const cls = [styles.step, isCurrent && styles.stepCurrent, saved && styles.stepDone].filter(Boolean).join(' ');
          return (
            <li key={step.key} className={cls}>
              <button type="button" className={styles.stepButton} aria-current={isCurrent ? 'step' : undefined} disabled={!open && step.key !== 'basic'} onClick={() => onGo(step.key)}>
                <span className={styles.stepNo} aria-hidden="true">
                  {saved && !isCurrent ? '✓' : i + 1}
                </span>
                <span>{step.title}</span>
                {saved && <span className={SR_ONLY}>{T.saved}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
