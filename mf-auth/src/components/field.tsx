import { cx, SR_ONLY } from '@campus/shared-utils';
import type { ReactElement, ReactNode } from 'react';
import styles from './form.module.css';

export type FieldProps = {
  /** the input's id; the label points at it and the error is `${id}-error` */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
};

/** One form row: a label for assistive technology, the bordered control, and its error message. */
export function Field({ id, label, error, children }: FieldProps): ReactElement {
  return (
    <div className={styles.field}>
      <label className={SR_ONLY} htmlFor={id}>
        {label}
      </label>
      <div className={cx(styles.control, error && styles.invalid)}>{children}</div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes of an input inside a Field. */
export function inputAria(id: string, error: string | undefined): { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string } {
  return error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id, 'aria-invalid': false };
}
