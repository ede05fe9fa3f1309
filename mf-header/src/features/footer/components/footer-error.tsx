import type { ReactElement } from 'react';
import styles from './site-footer.module.css';

export type FooterErrorProps = { message: string };

/** The footer when the site information could not be loaded: the error message only. */
export function FooterError({ message }: FooterErrorProps): ReactElement {
  return (
    <div className={styles.footer}>
      <div className={styles.inner}>
        <p role="alert" className={styles.error}>
          {message}
        </p>
      </div>
    </div>
  );
}
