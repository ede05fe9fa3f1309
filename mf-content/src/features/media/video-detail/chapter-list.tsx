import type { ReactElement } from 'react';
import type { MediaChapter } from '@campus/shared-utils/student';
import { durationText } from '../utils/format';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './video.module.css';

export type ChapterListProps = {
  chapters: MediaChapter[];
  /** index of the chapter playing, -1 before the first */
  current: number;
  onSeek: (at: number) => void;
};

/** The chapter a position falls in: the last one starting at or before it. */
export function chapterAt(chapters: MediaChapter[], seconds: number): number {
  let index = -1;
  chapters.forEach((c, i) => {
    if (c.at <= seconds) index = i;
  });
  return index;
}

/** A video's chapters: each a button that plays from its start, the current one marked. */
export function ChapterList({ chapters, current, onSeek }: ChapterListProps): ReactElement | null {
  if (chapters.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="chapters-title">
      <h2 id="chapters-title" className={styles.cardTitle}>
        {T.chapters}
      </h2>
      <ol className={styles.chapters}>
        {chapters.map((c, i) => (
          <li key={`${c.at}-${c.title}`}>
            <button type="button" className={styles.chapter} aria-current={i === current ? 'true' : undefined} onClick={() => onSeek(c.at)}>
              <span className={styles.chapterTime}>{durationText(c.at)}</span>
              <span className={styles.chapterTitle}>{c.title}</span>
              {i === current && <span className={styles.chapterNow}>{T.currentChapter}</span>}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
