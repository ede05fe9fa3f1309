import { useId } from 'react';
import { controlAria, FieldShell } from './field-shell';
import styles from './form.module.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** the empty choice's text (请选择…) */
  placeholder?: string;
};

/** A native select: keyboard and screen readers work as everywhere else. */
export function SelectField({ label, value, options, onChange, onBlur, error, required, placeholder = '请选择' }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select {...controlAria(id, error, undefined, required)} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
