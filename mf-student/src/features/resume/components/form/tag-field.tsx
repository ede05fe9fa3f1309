import { useId, useState, type KeyboardEvent } from 'react';
import { controlAria, FieldShell } from './field-shell';
import styles from './form.module.css';

export type TagFieldProps = {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  max: number;
  maxLength: number;
  placeholder?: string;
  /** quick picks offered under the field */
  suggestions?: readonly string[];
};

/** Several short values (desired positions, cities): type and press Enter, or pick a suggestion. */
export function TagField({ label, values, onChange, onBlur, error, required, max, maxLength, placeholder, suggestions = [] }: TagFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= max;
  const add = (text: string) => {
    const value = text.trim();
    if (value && !values.includes(value) && !full) onChange([...values, value]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',' || e.key === '，') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  const hint = `按回车添加，最多${max}项`;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} wide>
      <div className={styles.tags}>
        <ul className={styles.tagList} aria-label={`已添加的${label}`}>
          {values.map((v) => (
            <li key={v} className={styles.tag}>
              {v}
              <button type="button" className={styles.tagRemove} aria-label={`移除 ${v}`} onClick={() => onChange(values.filter((x) => x !== v))}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          {...controlAria(id, error, hint, required)}
          className={styles.tagInput}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? '' : placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add(draft);
            onBlur?.();
          }}
        />
      </div>
      {suggestions.length > 0 && !full && (
        <div className={styles.suggestions}>
          {suggestions
            .filter((s) => !values.includes(s))
            .map((s) => (
              <button key={s} type="button" className={styles.suggestion} onClick={() => add(s)}>
                ＋{s}
              </button>
            ))}
        </div>
      )}
    </FieldShell>
  );
}
