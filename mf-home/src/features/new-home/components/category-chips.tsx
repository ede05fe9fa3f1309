import { useState, type ReactElement } from 'react';
import { HOME, SUB_APP_PREFIX, type RecruitHotItem, hashRoute, newTabProps } from '@campus/shared-utils';
import { PagerButtons } from '../../../components/pager-buttons';
import { usePages } from '../../../hooks/use-pages';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import styles from './category-chips.module.css';

export type CategoryChipsProps = { categories: RecruitHotItem[] };

/** Job-category chips, 21 a page with arrows; each opens the position list of its category in a new tab. */
export function CategoryChips({ categories }: CategoryChipsProps): ReactElement | null {
  const pages = usePages(categories, HOME.categoriesPerPage);
  const [page, setPage] = useState(0);
  if (pages.length === 0) return null;
  const current = Math.min(page, pages.length - 1);
  return (
    <nav className={styles.panel} aria-label={T.categories}>
      <div className={styles.head}>
        <h2 className={styles.title}>{T.categories}</h2>
        <PagerButtons
          page={current}
          pages={pages.length}
          label={T.categoryPages}
          onPrev={() => setPage(Math.max(0, current - 1))}
          onNext={() => setPage(Math.min(pages.length - 1, current + 1))}
        />
      </div>
      <ul className={styles.grid}>
        {pages[current]!.map((c) => (
          <li key={c.value}>
            <a
              className={styles.chip}
              href={hashRoute(`${SUB_APP_PREFIX}positionList`, { value: c.value, label: c.label })}
              {...newTabProps()}
              title={c.aliasName || c.label}
            >
              <span className={styles.label}>{c.label}</span>
              {c.isHot === 1 && (
                <span className={styles.hot} aria-label={T.hotLabel}>
                  {T.hot}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
