import type { ReactElement, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from '@campus/shared-utils/forms';
import styles from './form.module.css';

/** Which field of which form a control edits. */
export type FieldControl<F extends FieldValues> = { control: Control<F>; name: FieldPath<F> };

export type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  /** the message shown under the field; the control points at it with aria-describedby */
  error?: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
};

/** Label, control and in-place message of one form field. */
export function FieldShell({ id, label, required, error, hint, wide, children }: FieldShellProps): ReactElement {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      {/* the asterisk of a required field is drawn by CSS, so the field's name stays its label; aria-required says it */}
      <label className={required ? `${styles.label} ${styles.required}` : styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-msg`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-msg`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type ControlAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

/** The aria attributes a control gets from its shell. */
export function controlAria(id: string, error: string | undefined, hint: string | undefined, required: boolean | undefined): ControlAria {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-msg` : undefined,
    'aria-required': required || undefined,
  };
}
