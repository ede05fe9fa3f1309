import { useId, type ReactElement } from 'react';
import type { JobFilterOption } from '@campus/shared-utils/student';
import styles from './filters.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type FilterSelectProps = {
  label: string;
  value: string;
  options: readonly (JobFilterOption & { group?: string })[];
  onChange: (value: string) => void;
};

/** One filter as a labelled select with 不限 first; options with a group are shown in their groups. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps): ReactElement {
  const id = useId();
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  const render = (list: readonly JobFilterOption[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  // a value from a shared link that this site does not offer is still shown, so the filter is visible
  const unknown = value && !options.some((o) => o.value === value);
  return (
    <div className={value ? `${styles.field} ${styles.active}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{T.any}</option>
        {unknown && <option value={value}>{value}</option>}
        {groups.length > 1
          ? groups.map((g) => (
              <optgroup key={g} label={g || T.otherGroup}>
                {render(options.filter((o) => (o.group ?? '') === g))}
              </optgroup>
            ))
          : render(options)}
      </select>
    </div>
  );
}
