import type { ReactElement } from 'react';
import { EmptyState, UI_TEXT } from '@campus/shared-utils/student';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './page.module.css';

export type ColumnEmptyProps = {
  /** what is missing: 该栏目暂无文章 */
  title: string;
  /** the column has material, but not on this page (an old link, a hand-edited URL) */
  pastEnd: boolean;
  onFirstPage: () => void;
  /** a filtered list offers the whole column; otherwise the way on is the home page */
  onShowAll?: () => void;
};

/** An empty column list says why, with a way on. */
export function ColumnEmpty({ title, pastEnd, onFirstPage, onShowAll }: ColumnEmptyProps): ReactElement {
  if (pastEnd) {
    const first = (
      <button type="button" className={styles.linkButton} onClick={onFirstPage}>
        {T.firstPage}
      </button>
    );
    return <EmptyState title={T.pastEnd} action={first} />;
  }
  const action = onShowAll ? (
    <button type="button" className={styles.linkButton} onClick={onShowAll}>
      {T.showAll}
    </button>
  ) : (
    <a className={styles.linkButton} href="#/">
      {UI_TEXT.backHome}
    </a>
  );
  return <EmptyState title={title} action={action} />;
}
