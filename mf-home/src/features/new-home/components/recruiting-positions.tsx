import type { ReactElement } from 'react';
import { formatCount, HOME, SUB_APP_PREFIX, hashRoute } from '@campus/shared-utils';
import { LoadFailed } from '../../../components/load-failed';
import { Section } from '../../../components/section';
import { useNearBottom } from '../hooks/use-near-bottom';
import { usePositionChunks } from '../hooks/use-position-chunks';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import { PositionCard } from './position-card';
import styles from './new-home.module.css';

/**
 * Recruiting positions in chunks of 18: the next chunk loads when the end of the list comes within 300 px
 * of the viewport's bottom, for the first chunks; then a button loads each next one, so scrolling on
 * reaches the footer. After the last one a "view more" link opens the job recommendations.
 */
export function RecruitingPositions(): ReactElement | null {
  const { positions, total, status, loadNext } = usePositionChunks();
  const byScroll = positions.length < HOME.positionsPerChunk * HOME.autoChunks;
  const sentinel = useNearBottom<HTMLDivElement>(status === 'idle' && byScroll, positions.length, loadNext);
  if (status === 'done' && positions.length === 0) return null;
  return (
    <Section title={T.recruitingPositions} extra={total > 0 ? <span className={styles.muted}>{T.totalPositions(formatCount(total))}</span> : undefined}>
      {positions.length > 0 && (
        <ul className={styles.positions}>
          {positions.map((p) => (
            <li key={p.id}>
              <PositionCard position={p} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className={styles.listEnd}>
        {status === 'loading' && (
          <p className={styles.muted} role="status">
            {T.loading}
          </p>
        )}
        {status === 'failed' && (
          <>
            <LoadFailed />
            <button type="button" className={styles.moreButton} onClick={loadNext}>
              {T.retry}
            </button>
          </>
        )}
        {status === 'idle' && !byScroll && (
          <button type="button" className={styles.moreButton} onClick={loadNext}>
            {T.loadMore}
          </button>
        )}
        {status === 'done' && (
          <a className={styles.moreButton} href={hashRoute(`${SUB_APP_PREFIX}jobRecommend`)}>
            {T.viewMore}
          </a>
        )}
      </div>
    </Section>
  );
}
