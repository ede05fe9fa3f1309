import { useEffect, type ReactElement } from 'react';
import { dropFirstView, MSG } from '@campus/shared-utils';
import styles from './load-failed.module.css';

export type LoadFailedProps = { message?: string };

/** What a block shows when its API call failed (spec §8 请求失败); the rest of the page keeps working. */
export function LoadFailed({ message = MSG.requestFailed }: LoadFailedProps): ReactElement {
  // the server's first view (a banner or header image drawn over the page) must not hide the message
  useEffect(dropFirstView, []);
  return (
    <p role="alert" className={styles.box}>
      {message}
    </p>
  );
}
