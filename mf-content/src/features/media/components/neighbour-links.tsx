import type { ReactElement } from 'react';
import type { MediaNeighbour } from '@campus/shared-utils/student';
import { materialHref } from '../utils/links';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './detail.module.css';

export type NeighbourLinksProps = { prev: MediaNeighbour | null; next: MediaNeighbour | null };

/** 上一篇 / 下一篇 in the column (a video opens its player); 没有了 at either end. */
export function NeighbourLinks({ prev, next }: NeighbourLinksProps): ReactElement {
  const row = (label: string, item: MediaNeighbour | null): ReactElement => (
    <li>
      <span className={styles.neighbourLabel}>{label}：</span>
      {item ? <a href={materialHref(item.kind, item.id)}>{item.title}</a> : <span className={styles.none}>{T.none}</span>}
    </li>
  );
  return (
    <nav className={styles.neighbours} aria-label={T.neighbours}>
      <ul>
        {row(T.previous, prev)}
        {row(T.next, next)}
      </ul>
    </nav>
  );
}
