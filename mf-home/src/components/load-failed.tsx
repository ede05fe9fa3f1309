import type { ReactElement } from 'react';
import { MSG } from '@campus/shared-utils';
import styles from './load-failed.module.css';

export type LoadFailedProps = { message?: string };

/** What a block shows when its API call failed (spec §8 请求失败); the rest of the page keeps working. */
export function LoadFailed({ message = MSG.requestFailed }: LoadFailedProps): ReactElement {
  return (
    <p role="alert" className={styles.box}>
      {message}
    </p>
  );
}
