import { useId, type ReactElement } from 'react';
import { useController, type FieldValues } from '@campus/shared-utils/forms';
import { controlAria, FieldShell, type FieldControl } from './field-shell';
import styles from './form.module.css';

export type TextFieldProps<F extends FieldValues> = FieldControl<F> & {
  label: string;
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
  /** what is kept of the typed text (e.g. a phone number without spaces around it) */
  parse?: (typed: string) => string;
  /** after the value changed (another field that depends on this one may check itself again) */
  onChanged?: () => void;
};

/** A one-line field of a form: text, e-mail, phone, date or month. */
export function TextField<F extends FieldValues>({ control, name, label, hint, required, maxLength, placeholder, type = 'text', min, max, autoComplete, wide, parse, onChanged }: TextFieldProps<F>): ReactElement {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} wide={wide}>
      <input
        {...controlAria(id, error, hint, required)}
        ref={field.ref}
        name={field.name}
        className={styles.input}
        type={type}
        value={field.value}
        maxLength={maxLength}
        placeholder={placeholder}
        min={min}
        max={max}
        autoComplete={autoComplete ?? 'off'}
        onChange={(e) => {
          field.onChange(parse ? parse(e.target.value) : e.target.value);
          onChanged?.();
        }}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
