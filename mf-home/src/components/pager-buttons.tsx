import { cx } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import styles from './pager-buttons.module.css';

export type PagerButtonsProps = { page: number; pages: number; onPrev: () => void; onNext: () => void; label: string; className?: string };

/** Left and right arrows of a paged block; each is disabled at its end. */
export function PagerButtons({ page, pages, onPrev, onNext, label, className }: PagerButtonsProps): ReactElement | null {
  if (pages <= 1) return null;
  return (
    <div className={cx(styles.pager, className)} role="group" aria-label={label}>
      <button type="button" className={styles.arrow} onClick={onPrev} disabled={page <= 0} aria-label="上一页">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <span className={styles.count} aria-live="polite">
        {page + 1}/{pages}
      </span>
      <button type="button" className={styles.arrow} onClick={onNext} disabled={page >= pages - 1} aria-label="下一页">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
