import { useState, type ReactElement, type ReactNode } from 'react';
import type { LoadState } from '@campus/shared-utils';
import type { MediaColumn, MediaPage } from '@campus/shared-utils/student';
import styles from './page.module.css';

export type ColumnHeroProps = {
  column: MediaColumn | null;
  /** the title the link carried (shown while the column loads), then the fallback */
  title: string;
  children?: ReactNode;
};

/** A column's heading and introduction above its list. */
export function ColumnHero({ column, title, children }: ColumnHeroProps): ReactElement {
  return (
    <section className={styles.hero} aria-labelledby="column-title">
      <h1 id="column-title" className={styles.heroTitle}>
        {column?.title || title}
      </h1>
      {column?.intro && <p className={styles.heroIntro}>{column.intro}</p>}
      {children}
    </section>
  );
}

/**
 * The column of the last list that loaded for this id: while another page or kind loads, the heading and
 * introduction stay instead of flickering back to the link's title.
 */
export function useKnownColumn(id: number, list: LoadState<MediaPage>): MediaColumn | null {
  const [known, setKnown] = useState<MediaColumn | null>(null);
  const loaded = list.status === 'ready' ? list.data.column : null;
  if (loaded && (known?.id !== loaded.id || known.title !== loaded.title || known.intro !== loaded.intro)) setKnown(loaded);
  if (loaded) return loaded;
  return known?.id === id ? known : null;
}
