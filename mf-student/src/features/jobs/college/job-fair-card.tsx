import type { ReactElement } from 'react';
import type { JobFairItem } from '@campus/shared-utils/student';
import { fairTimeText } from '../utils/format';
import styles from './college.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type JobFairCardProps = { fair: JobFairItem; now?: number };

/** A job fair: picture, title, time, place, online or on site, and whether it is coming, running or over. */
export function JobFairCard({ fair: f, now = Date.now() }: JobFairCardProps): ReactElement {
  const over = now > f.end_at;
  const state = now < f.start_at ? T.fair.coming : over ? T.fair.over : T.fair.running;
  return (
    <article className={styles.fair} aria-labelledby={`fair-${f.id}`}>
      {f.thumbnail_url && <img className={styles.fairImage} src={f.thumbnail_url} alt="" width={320} height={140} loading="lazy" decoding="async" />}
      <div className={styles.fairText}>
        <h3 className={styles.fairTitle}>
          {/* job fairs are mf-content's pages: a plain hash link leaves this parcel */}
          <a id={`fair-${f.id}`} href={`#/jobFair?id=${f.id}`}>
            {f.title}
          </a>
        </h3>
        <p className={styles.fairMeta}>
          <span className={over ? styles.over : styles.live}>{state}</span>
          <span>{f.kind === 'online' ? T.fair.online : T.fair.onsite}</span>
        </p>
        <p className={styles.fairMeta}>{fairTimeText(f.start_at, f.end_at)}</p>
        {f.place && <p className={styles.fairMeta}>{f.place}</p>}
      </div>
    </article>
  );
}
