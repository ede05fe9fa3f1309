import type { ReactElement } from 'react';
import { MSG } from '../messages';
import { SR_ONLY } from '../ui/sr-only';
import styles from './states.module.css';
import { UI_TEXT as T } from './texts';

export type LoadingProps = { label?: string; /** grey placeholder rows while a list loads */ rows?: number };

/** A list or page that is loading: placeholder rows, announced once to screen readers. */
export function Loading({ label = T.loading, rows = 3 }: LoadingProps): ReactElement {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={SR_ONLY}>{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

export type LoadErrorProps = { message?: string; onRetry?: () => void };

/** A failed call: the server's or the spec's message (请求失败) and a retry. */
export function LoadError({ message = MSG.requestFailed, onRetry }: LoadErrorProps): ReactElement {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p className={styles.title}>{message || MSG.requestFailed}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {T.retry}
        </button>
      )}
    </div>
  );
}
