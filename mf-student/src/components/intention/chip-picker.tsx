import { useId, useState, type ReactElement } from 'react';
import styles from './intention.module.css';
import { INTENTION_TEXT as T } from './texts';

export type ChipOption = { value: string; label: string; group?: string };

export type ChipPickerProps = {
  label: string;
  options: ChipOption[];
  /** chosen labels */
  values: string[];
  max: number;
  maxLength: number;
  onChange: (values: string[]) => void;
  error?: string | null;
  /** lets the student add a label that is not offered (e.g. a city without positions yet) */
  allowOther?: boolean;
  placeholder?: string;
};

/**
 * Picks up to `max` labels from a list (grouped when options carry a group), with a filter box; the
 * chosen ones show as removable chips. Buttons with aria-pressed, so it works by keyboard and reader.
 */
export function ChipPicker({ label, options, values, max, maxLength, onChange, error, allowOther, placeholder }: ChipPickerProps): ReactElement {
  const id = useId();
  const [filter, setFilter] = useState('');
  const full = values.length >= max;
  const toggle = (value: string) => onChange(values.includes(value) ? values.filter((v) => v !== value) : full ? values : [...values, value]);
  const term = filter.trim();
  const shown = term ? options.filter((o) => o.label.includes(term)) : options;
  const groups = [...new Set(shown.map((o) => o.group ?? ''))];
  const canAdd = allowOther && term !== '' && term.length <= maxLength && !full && !values.includes(term) && !options.some((o) => o.label === term);

  return (
    <fieldset className={styles.field} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>
        {label}
        <span className={styles.count}>
          {T.count(values.length, max)}
        </span>
      </legend>
      {values.length > 0 && (
        <ul className={styles.chosen} aria-label={T.chosen(label)}>
          {values.map((v) => (
            <li key={v}>
              <button type="button" className={styles.chosenChip} onClick={() => toggle(v)} aria-label={T.remove(v)}>
                {v} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.filterRow}>
        <input
          className={styles.input}
          value={filter}
          maxLength={maxLength}
          placeholder={placeholder ?? T.search(label)}
          aria-label={T.search(label)}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (canAdd) {
                onChange([...values, term]);
                setFilter('');
              }
            }
          }}
        />
        {canAdd && (
          <button
            type="button"
            className={styles.addButton}
            onClick={() => {
              onChange([...values, term]);
              setFilter('');
            }}
          >
            {T.add(term)}
          </button>
        )}
      </div>
      <div className={styles.options}>
        {groups.map((g) => (
          <div key={g || 'all'} className={styles.group}>
            {g && <span className={styles.groupLabel}>{g}</span>}
            <div className={styles.chips}>
              {shown
                .filter((o) => (o.group ?? '') === g)
                .map((o) => {
                  const on = values.includes(o.label);
                  return (
                    <button key={o.value} type="button" className={on ? `${styles.chip} ${styles.chipOn}` : styles.chip} aria-pressed={on} disabled={!on && full} onClick={() => toggle(o.label)}>
                      {o.label}
                    </button>
                  );
                })}
            </div>
          </div>
        ))}
        {shown.length === 0 && !canAdd && <p className={styles.hint}>{T.noMatch}</p>}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
