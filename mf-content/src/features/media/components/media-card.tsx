import { useId, type ReactElement } from 'react';
import { formatCount, SR_ONLY } from '@campus/shared-utils';
import type { MediaCard as MediaCardData } from '@campus/shared-utils/student';
import { dateText, durationText, viewsText } from '../utils/format';
import { materialHref } from '../utils/links';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './media-card.module.css';

export type MediaCardProps = {
  item: MediaCardData;
  /** 'row': cover beside the text (article lists); 'tile': cover above (mixed lists, related videos) */
  variant?: 'row' | 'tile';
  /** the title's heading level under the page's or section's heading */
  level?: 2 | 3;
  /** tiles of a mixed list name their kind */
  showKind?: boolean;
};

function PlayBadge({ duration }: { duration: number }): ReactElement {
  return (
    <>
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 16 16" width="18" height="18">
          <path d="M3 1.5v13L14 8z" fill="#fff" />
        </svg>
      </span>
      {duration > 0 && (
        <span className={styles.duration}>
          <span className={SR_ONLY}>{T.duration}</span>
          {durationText(duration)}
        </span>
      )}
    </>
  );
}

/** An article or video in a list: cover, title (the card's one link), summary, date and views. */
export function MediaCard({ item, variant = 'row', level = 2, showKind = false }: MediaCardProps): ReactElement {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const video = item.kind === 'video';
  return (
    <article className={variant === 'tile' ? `${styles.card} ${styles.tile}` : styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>
        {item.cover_url && <img src={item.cover_url} alt="" loading="lazy" decoding="async" />}
        {video && <PlayBadge duration={item.duration} />}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} id={titleId}>
          <a href={materialHref(item.kind, item.id)}>{item.title}</a>
        </Heading>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <p className={styles.meta}>
          {showKind && <span className={video ? `${styles.kind} ${styles.kindVideo}` : styles.kind}>{video ? T.video : T.article}</span>}
          {item.publish_at > 0 && <time dateTime={new Date(item.publish_at).toISOString()}>{dateText(item.publish_at)}</time>}
          <span>{video ? T.plays(formatCount(item.views)) : viewsText(item.views)}</span>
        </p>
      </div>
    </article>
  );
}
