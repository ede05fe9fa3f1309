import type { ReactElement } from 'react';
import { TEXT } from '../../../utils/texts';
import styles from './new-header.module.css';

/** The header when the site information could not be loaded: the platform name, no menu. */
export function FallbackHeader(): ReactElement {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <a className={styles.platform} href="#/">
          {TEXT.platformName}
        </a>
      </div>
    </div>
  );
}
