import type { ReactElement } from 'react';
import { formatCount, SUB_APP_PREFIX, hashRoute } from '@campus/shared-utils';
import { LoadFailed } from '../../../components/load-failed';
import { Section } from '../../../components/section';
import { useNearBottom } from '../hooks/use-near-bottom';
import { usePositionChunks } from '../hooks/use-position-chunks';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import { PositionCard } from './position-card';
import styles from './new-home.module.css';

/**
 * Recruiting positions in chunks of 18 (spec §9): the next chunk loads when the end of the list comes within
 * 300 px of the viewport's bottom, until the server has no more (the home lists 90); then a "view more" link
 * opens the job recommendations, and the footer is reached by scrolling on.
 */
export function RecruitingPositions(): ReactElement | null {
  const { positions, total, status, loadNext } = usePositionChunks();
  const sentinel = useNearBottom<HTMLDivElement>(status === 'idle', positions.length, loadNext);
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
        {status === 'done' && (
          <a className={styles.moreButton} href={hashRoute(`${SUB_APP_PREFIX}jobRecommend`)}>
            {T.viewMore}
          </a>
        )}
      </div>
    </Section>
  );
}
