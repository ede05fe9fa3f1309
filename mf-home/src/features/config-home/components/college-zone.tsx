import type { ReactElement } from 'react';
import { HOME, type HomeCollege } from '@campus/shared-utils';
import { useCollegeHandoff } from '../hooks/use-college-handoff';
import { PagedCarousel } from './paged-carousel';
import styles from './config-home.module.css';

export type CollegeZoneProps = { title: string; colleges: HomeCollege[] };

/** The college zone, 12 a page: a college opens its own site, handing the login over (use-college-handoff.ts). */
export function CollegeZone({ title, colleges }: CollegeZoneProps): ReactElement | null {
  const open = useCollegeHandoff();
  return (
    <PagedCarousel
      title={title}
      items={colleges.filter((c) => c.domain)}
      pageSize={HOME.zones.college}
      gridClassName={styles.gridCollege}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <button type="button" className={styles.college} onClick={() => void open(c.domain)}>
          <img className={styles.collegeImage} src={c.thumbnail_url} alt="" width={320} height={180} loading="lazy" decoding="async" />
          <span className={styles.collegeName}>{c.name}</span>
        </button>
      )}
    />
  );
}
