import type { ReactElement } from 'react';
import type { JobFilterOption } from '@campus/shared-utils/student';
import styles from './filters.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type ChipGroupProps = { label: string; value: string; options: readonly JobFilterOption[]; onChange: (value: string) => void };

/** A short filter as a row of toggle chips (不限 and each option): one click, state announced by aria-pressed. */
export function ChipGroup({ label, value, options, onChange }: ChipGroupProps): ReactElement {
  const chips = [{ value: '', label: T.any }, ...options];
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      <span className={styles.chipsLabel} aria-hidden="true">
        {label}
      </span>
      {chips.map((o) => (
        <button key={o.value || 'any'} type="button" className={styles.chip} aria-pressed={value === o.value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
