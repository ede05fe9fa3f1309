import type { ReactElement } from 'react';
import { MSG } from '../messages';
import styles from './area-failed.module.css';

/** What a parcel shows in its own area when it throws; the rest of the page keeps working. */
export function AreaFailed(): ReactElement {
  return (
    <p role="alert" className={styles.box}>
      {AREA_FAILED_TEXT}
    </p>
  );
}

export const AREA_FAILED_TEXT = MSG.areaFailed;
