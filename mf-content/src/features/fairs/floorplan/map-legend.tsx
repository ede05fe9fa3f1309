import type { ReactElement } from 'react';
import { cx } from '@campus/shared-utils';
import { BOOTH_STATE_TEXT, BOOTH_STATES, type BoothState } from '@campus/shared-utils/student';
import styles from './floorplan.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type MapLegendProps = { counts: Record<BoothState, number> };

const SWATCH = { booked: styles.booked, open: styles.open, pending: styles.pending, paused: styles.paused } as const;

/** The booth colours with how many booths are in each state. */
export function MapLegend({ counts }: MapLegendProps): ReactElement {
  return (
    <ul className={styles.legend} aria-label={T.map.legend}>
      {BOOTH_STATES.map((s) => (
        <li key={s}>
          <svg className={cx(styles.swatch, SWATCH[s])} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <rect x="1" y="1" width="14" height="14" rx="3" />
          </svg>
          {`${BOOTH_STATE_TEXT[s]} `}
          <span className={styles.legendCount}>{counts[s]}</span>
        </li>
      ))}
      <li>
        <svg className={styles.swatch} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="6" className={styles.entranceSwatch} />
        </svg>
        {T.map.entrance}
      </li>
    </ul>
  );
}
