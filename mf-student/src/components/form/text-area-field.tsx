import { useId, type ReactElement } from 'react';
import { useController, type FieldValues } from '@campus/shared-utils/forms';
import { controlAria, FieldShell, type FieldControl } from './field-shell';
import styles from './form.module.css';

export type TextAreaFieldProps<F extends FieldValues> = FieldControl<F> & {
  label: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  rows?: number;
};

/** A multi-line field of a form with a live character count against its limit. */
export function TextAreaField<F extends FieldValues>({ control, name, label, required, maxLength, placeholder, rows = 4 }: TextAreaFieldProps<F>): ReactElement {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = String(field.value ?? '');
  const count = maxLength ? `${value.length}/${maxLength}` : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={count} wide>
      <textarea
        {...controlAria(id, error, count, required)}
        ref={field.ref}
        name={field.name}
        className={styles.textarea}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
