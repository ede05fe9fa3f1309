import type { ReactElement } from 'react';
import { BOOTH_STATE_TEXT, type FloorBooth } from '@campus/shared-utils/student';
import styles from './floorplan.module.css';
import type { Rect, Size } from '../utils/view-math';
import { FAIRS_TEXT as T } from '../utils/texts';

export type BoothTooltipProps = { booth: FloorBooth; /** the booth in viewport pixels */ at: Rect; viewport: Size };

const SHOWN = 3;
const WIDTH = 240;

/** The card a hovered or focused booth shows: its company and first positions (the rest as a count). */
export function BoothTooltip({ booth: b, at, viewport }: BoothTooltipProps): ReactElement {
  const below = at.y < 130;
  const left = Math.min(Math.max(8, at.x + at.width / 2 - WIDTH / 2), Math.max(8, viewport.width - WIDTH - 8));
  const top = below ? at.y + at.height + 8 : at.y - 8;
  return (
    <div className={styles.tooltip} role="tooltip" style={{ left, top, width: WIDTH, transform: below ? undefined : 'translateY(-100%)' }}>
      <p className={styles.tooltipHead}>
        <strong>{b.code}</strong> {BOOTH_STATE_TEXT[b.state]}
      </p>
      {b.state === 'booked' && b.company_name && (
        <>
          <p className={styles.tooltipName}>{b.company_name}</p>
          {b.positions.length > 0 ? (
            <ul className={styles.tooltipPositions}>
              {b.positions.slice(0, SHOWN).map((p) => (
                <li key={p.id}>
                  {p.title} <span className={styles.salary}>{p.salary_str}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{T.map.noPositions}</p>
          )}
          {b.position_count > SHOWN && <p className={styles.muted}>{T.map.morePositions(b.position_count)}</p>}
        </>
      )}
    </div>
  );
}
