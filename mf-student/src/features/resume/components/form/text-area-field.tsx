import { useId } from 'react';
import { controlAria, FieldShell } from './field-shell';
import styles from './form.module.css';

export type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  rows?: number;
};

/** A multi-line field with a live character count against its limit. */
export function TextAreaField({ label, value, onChange, onBlur, error, required, maxLength, placeholder, rows = 4 }: TextAreaFieldProps) {
  const id = useId();
  const count = maxLength ? `${value.length}/${maxLength}` : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={count} wide>
      <textarea
        {...controlAria(id, error, count, required)}
        className={styles.textarea}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
