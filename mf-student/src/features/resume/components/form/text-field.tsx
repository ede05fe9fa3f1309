import { useId } from 'react';
import { controlAria, FieldShell } from './field-shell';
import styles from './form.module.css';

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** text, email, tel, date or month: the browser's own picker and keyboard */
  type?: 'text' | 'email' | 'tel' | 'date' | 'month';
  min?: string;
  max?: string;
  autoComplete?: string;
  wide?: boolean;
};

/** A one-line field: text, e-mail, phone, date or month. */
export function TextField({ label, value, onChange, onBlur, error, hint, required, maxLength, placeholder, type = 'text', min, max, autoComplete, wide }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} wide={wide}>
      <input
        {...controlAria(id, error, hint, required)}
        className={styles.input}
        type={type}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        min={min}
        max={max}
        autoComplete={autoComplete ?? 'off'}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
