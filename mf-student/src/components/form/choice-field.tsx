import { useId, type ReactElement } from 'react';
import { useController, type FieldValues } from '@campus/shared-utils/forms';
import { controlAria, FieldShell, type FieldControl } from './field-shell';
import { FIELD_TEXT } from './texts';
import styles from './form.module.css';

export type ChoiceFieldProps<F extends FieldValues> = FieldControl<F> & {
  label: string;
  /** the choices as they are stored (labels such as a site's job categories); '' is "not chosen yet" */
  options: readonly string[];
  required?: boolean;
  hint?: string;
  /** what each stored choice shows, where it differs from the stored text */
  labels?: Readonly<Record<string, string>>;
};

/** A native select of text choices (SelectField is its numeric twin). */
export function ChoiceField<F extends FieldValues>({ control, name, label, options, required, hint, labels }: ChoiceFieldProps<F>): ReactElement {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = String(field.value ?? '');
  // a stored value the list no longer has stays choosable, so opening the form never changes it
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <select {...controlAria(id, error, hint, required)} ref={field.ref} name={field.name} className={styles.input} value={value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
        <option value="">{FIELD_TEXT.choose}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {labels?.[c] ?? c}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
