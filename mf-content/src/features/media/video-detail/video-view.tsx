import { useRef, useState, type ReactElement } from 'react';
import { formatCount, hashRoute } from '@campus/shared-utils';
import type { MediaDetail } from '@campus/shared-utils/student';
import { Breadcrumb } from '../components/breadcrumb';
import { MediaCard } from '../components/media-card';
import pageStyles from '../components/page.module.css';
import { RichContent } from '../components/rich-content';
import { dateText, durationText } from '../utils/format';
import { MEDIA_TEXT as T } from '../utils/texts';
import { ChapterList, chapterAt } from './chapter-list';
import { VideoPlayer } from './video-player';
import styles from './video.module.css';

export type VideoViewProps = { video: MediaDetail };

/** A video's page once loaded: player, title and meta, chapters, its text and related videos. */
export function VideoView({ video }: VideoViewProps): ReactElement {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [chapter, setChapter] = useState(() => chapterAt(video.chapters, 0));
  const columnLink = hashRoute('/contentListNew', { id: video.column.id, title: video.column.title });

  const seek = (at: number): void => {
    const el = videoRef.current;
    if (!el) return;
    el.currentTime = at;
    setChapter(chapterAt(video.chapters, at));
    // a refused play (a visitor: the player pauses it) is not an error here
    el.play()?.catch(() => undefined);
  };

  return (
    <main className={pageStyles.page}>
      <Breadcrumb trail={[{ label: video.column.title, href: columnLink }]} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <VideoPlayer video={video} videoRef={videoRef} onTime={(t) => setChapter(chapterAt(video.chapters, t))} />
          <header className={styles.card}>
            <h1 id="video-title" className={styles.title}>
              {video.title}
            </h1>
            <p className={styles.meta}>
              <span>
                {T.column}
                <a href={columnLink}>{video.column.title}</a>
              </span>
              {video.author && <span>{T.author}{video.author}</span>}
              {video.publish_at > 0 && <time dateTime={new Date(video.publish_at).toISOString()}>{dateText(video.publish_at)}</time>}
              <span>{T.plays(formatCount(video.views))}</span>
              {video.duration > 0 && <span>{T.duration}{durationText(video.duration)}</span>}
            </p>
          </header>
          {video.body_html && (
            <section className={styles.card} aria-labelledby="video-text-title">
              <h2 id="video-text-title" className={styles.cardTitle}>
                {T.videoText}
              </h2>
              <RichContent html={video.body_html} labelledBy="video-title" />
            </section>
          )}
        </div>
        <aside className={styles.aside}>
          <ChapterList chapters={video.chapters} current={chapter} onSeek={seek} />
          {video.related.length > 0 && (
            <section className={styles.card} aria-labelledby="related-title">
              <h2 id="related-title" className={styles.cardTitle}>
                {T.related}
              </h2>
              <ul className={styles.related}>
                {video.related.map((item) => (
                  <li key={item.id}>
                    <MediaCard item={item} variant="tile" level={3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </main>
  );
}
