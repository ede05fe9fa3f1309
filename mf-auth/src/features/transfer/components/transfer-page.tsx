import { useEffect, useState, type ReactElement } from 'react';
import { browserNav, hashQuery } from '@campus/shared-utils';
import { Spinner } from '../../../components/spinner';
import { TEXT } from '../../../utils/texts';
import { readTransferQuery, transferLogin } from '../utils/transfer-login';
import styles from './transfer-page.module.css';

/** `#/transferPage`: completes the hand-off, then goes home; without a valid ticket it says so and logs nobody in. */
export function TransferPage(): ReactElement {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    void transferLogin(readTransferQuery(hashQuery(window.location.hash))).then((message) => {
      if (stale) return;
      if (message === null) browserNav.setHash('#/');
      else setFailure(message);
    });
    return () => {
      stale = true;
    };
  }, []);
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        {failure === null ? (
          <>
            <Spinner large />
            <p className={styles.message} role="status">
              {TEXT.transferring}
            </p>
          </>
        ) : (
          <>
            <p className={styles.message} role="alert">
              {failure}
            </p>
            <a className={styles.home} href="#/">
              {TEXT.goHome}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
