import type { ReactElement } from 'react';
import { HOME, type HomeJobFair, hashRoute, newTabProps } from '@campus/shared-utils';
import { CONFIG_HOME_TEXT as T } from '../utils/texts';
import { PagedCarousel } from './paged-carousel';
import styles from './config-home.module.css';

export type JobFairZoneProps = { title: string; fairs: HomeJobFair[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** "12月05日 09:00-16:00" in the viewer's time zone. */
export function fairTime(start: number, end: number): string {
  const s = new Date(start);
  const e = new Date(end);
  return `${pad(s.getMonth() + 1)}月${pad(s.getDate())}日 ${pad(s.getHours())}:${pad(s.getMinutes())}-${pad(e.getHours())}:${pad(e.getMinutes())}`;
}

/** Job fairs, 3 a slide: each opens its job-fair page in a new tab. */
export function JobFairZone({ title, fairs }: JobFairZoneProps): ReactElement | null {
  return (
    <PagedCarousel
      title={title}
      items={fairs}
      pageSize={HOME.zones.jobFairPerSlide}
      gridClassName={styles.gridFair}
      itemKey={(f) => f.id}
      renderItem={(f) => (
        <a className={styles.fair} href={hashRoute('/jobFair', { id: f.id })} {...newTabProps()}>
          <img className={styles.fairImage} src={f.home_thumbnail_url} alt="" width={320} height={180} loading="lazy" decoding="async" />
          <span className={styles.fairBody}>
            <span className={styles.strong}>{f.title}</span>
            {f.start_at > 0 && (
              <span className={styles.muted}>
                {T.fairTime}：{fairTime(f.start_at, f.end_at)}
              </span>
            )}
            {f.place && (
              <span className={styles.muted}>
                {T.fairPlace}：{f.place}
              </span>
            )}
          </span>
        </a>
      )}
    />
  );
}
