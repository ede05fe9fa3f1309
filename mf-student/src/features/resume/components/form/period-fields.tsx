import { useId, useState } from 'react';
import { RESUME_MSG } from '@campus/shared-utils/student';
import { TextField } from './text-field';
import styles from './form.module.css';

export type PeriodFieldsProps = {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  onBlurStart: () => void;
  onBlurEnd: () => void;
  startError?: string;
  endError?: string;
  /** what an open end means here: 至今 */
  untilNowLabel?: string;
};

/**
 * Start and end month of an entry; an empty end is 至今, set with its checkbox (kept apart from the
 * month box, so clearing the box while typing does not flip the entry to 至今 under the cursor).
 */
export function PeriodFields({ start, end, onStart, onEnd, onBlurStart, onBlurEnd, startError, endError, untilNowLabel = RESUME_MSG.untilNow }: PeriodFieldsProps) {
  const untilNowId = useId();
  const [open, setOpen] = useState(end === '');
  return (
    <>
      <TextField label="开始时间" type="month" required value={start} onChange={onStart} onBlur={onBlurStart} error={startError} />
      <div className={styles.endField}>
        {open ? (
          <p className={styles.untilNow}>
            <span className={styles.label}>结束时间</span>
            <span className={styles.untilNowValue}>{untilNowLabel}</span>
          </p>
        ) : (
          <TextField label="结束时间" type="month" value={end} onChange={onEnd} onBlur={onBlurEnd} error={endError} />
        )}
        <label className={styles.check} htmlFor={untilNowId}>
          <input
            id={untilNowId}
            type="checkbox"
            checked={open}
            onChange={(e) => {
              setOpen(e.target.checked);
              onEnd(e.target.checked ? '' : start);
            }}
          />
          {untilNowLabel}
        </label>
      </div>
    </>
  );
}
