import type { ReactElement } from 'react';
import styles from './pagination.module.css';
import { UI_TEXT as T } from './texts';

export type PaginationProps = {
  /** current page, from 1 */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** names the list for screen readers: 职位列表分页 */
  label?: string;
};

type Slot = number | 'gap-left' | 'gap-right';

/** The page numbers to show: first, last, and two either side of the current one, with gaps between. */
export function pageSlots(page: number, pages: number): Slot[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(page + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? (['gap-left'] as const) : []), ...middle, ...(to < pages - 1 ? (['gap-right'] as const) : []), pages];
}

/** Numbered paging of a server-paged list; renders nothing for a single page. */
export function Pagination({ page, pageSize, total, onChange, label = T.pagination }: PaginationProps): ReactElement | null {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span className={styles.total}>{T.total(total)}</span>
      <button type="button" className={styles.step} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {T.previousPage}
      </button>
      <ol className={styles.pages}>
        {pageSlots(current, pages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={slot === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={T.pageNumber(slot)}
                onClick={() => slot !== current && onChange(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <button type="button" className={styles.step} disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {T.nextPage}
      </button>
    </nav>
  );
}
