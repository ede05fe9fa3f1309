import { useId, useState, type ReactElement } from 'react';
import { RESUME_MSG } from '@campus/shared-utils/student';
import type { ResumeForm } from './use-resume-form';
import { FIELD_TEXT as FORM_TEXT } from './texts';
import { TextField } from './text-field';
import styles from './form.module.css';

type Period = { start_date: string; end_date: string };

export type PeriodFieldsProps<F extends Period> = {
  /** a form with start_date and end_date, as every entry form (education, work, project) has them */
  form: ResumeForm<F>;
  /** what an open end means here: 至今 */
  untilNowLabel?: string;
};

/**
 * Start and end month of an entry; an empty end is 至今, set with its checkbox (kept apart from the
 * month box, so clearing the box while typing does not flip the entry to 至今 under the cursor). The end
 * must not be before the start, so a changed start checks the end again.
 */
export function PeriodFields<F extends Period>({ form, untilNowLabel = RESUME_MSG.untilNow }: PeriodFieldsProps<F>): ReactElement {
  // the two names exist in every F here; TypeScript cannot see that through the generic
  const period = form as unknown as ResumeForm<Period>;
  const untilNowId = useId();
  const [open, setOpen] = useState(() => period.getValues('end_date') === '');
  return (
    <>
      <TextField control={period.control} name="start_date" label={FORM_TEXT.start} type="month" required onChanged={() => period.recheck('end_date')} />
      <div className={styles.endField}>
        {open ? (
          <p className={styles.untilNow}>
            <span className={styles.label}>{FORM_TEXT.end}</span>
            <span className={styles.untilNowValue}>{untilNowLabel}</span>
          </p>
        ) : (
          <TextField control={period.control} name="end_date" label={FORM_TEXT.end} type="month" />
        )}
        <label className={styles.check} htmlFor={untilNowId}>
          <input
            id={untilNowId}
            type="checkbox"
            checked={open}
            onChange={(e) => {
              setOpen(e.target.checked);
              period.setValue('end_date', e.target.checked ? '' : period.getValues('start_date'));
              period.recheck('end_date');
            }}
          />
          {untilNowLabel}
        </label>
      </div>
    </>
  );
}
