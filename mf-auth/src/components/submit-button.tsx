import type { ReactElement, ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './form.module.css';

export type SubmitButtonProps = { busy: boolean; children: ReactNode };

/** The form's submit button, with a spinner and disabled while the call runs. */
export function SubmitButton({ busy, children }: SubmitButtonProps): ReactElement {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
