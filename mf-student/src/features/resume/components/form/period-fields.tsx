import { useId, useState } from 'react';
import { RESUME_MSG } from '@campus/shared-utils/student';
import type { FormApi } from '../../hooks/use-form';
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

/** The period fields wired to a form's start_date and end_date, as every entry form (education, work, project) has them. */
export function periodProps<F extends { start_date: string; end_date: string }>({ values, set, blur, error }: FormApi<F>): PeriodFieldsProps {
  return {
    start: values.start_date,
    end: values.end_date,
    onStart: (v) => set('start_date', v),
    onEnd: (v) => set('end_date', v),
    onBlurStart: blur('start_date'),
    onBlurEnd: blur('end_date'),
    startError: error('start_date'),
    endError: error('end_date'),
  };
}

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
