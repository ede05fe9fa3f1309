import { useId, type ReactElement } from 'react';
import { useController, type FieldValues } from '@campus/shared-utils/forms';
import { FIELD_TEXT as FORM_TEXT } from './texts';
import { controlAria, FieldShell, type FieldControl } from './field-shell';
import styles from './form.module.css';

/** A choice stored as a number; 0 is "not chosen yet". */
export type SelectOption = { value: number; label: string };

export type SelectFieldProps<F extends FieldValues> = FieldControl<F> & {
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** the empty choice's text (请选择…) */
  placeholder?: string;
};

/** A native select of a form: keyboard and screen readers work as everywhere else. */
export function SelectField<F extends FieldValues>({ control, name, label, options, required, placeholder = FORM_TEXT.choose }: SelectFieldProps<F>): ReactElement {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        {...controlAria(id, error, undefined, required)}
        ref={field.ref}
        name={field.name}
        className={styles.input}
        value={field.value ? String(field.value) : ''}
        onChange={(e) => field.onChange(Number(e.target.value))}
        onBlur={field.onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
