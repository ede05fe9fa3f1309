import type { ReactNode } from 'react';
import styles from './form.module.css';

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
export function FieldShell({ id, label, required, error, hint, wide, children }: FieldShellProps) {
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

/** The aria attributes a control gets from its shell. */
export function controlAria(id: string, error: string | undefined, hint: string | undefined, required: boolean | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-msg` : undefined,
    'aria-required': required || undefined,
  } as const;
}
