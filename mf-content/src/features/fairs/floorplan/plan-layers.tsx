import { memo, type ReactElement } from 'react';
import type { FloorBooth, FloorHall } from '@campus/shared-utils/student';
import { boothLabel } from './booths';
import styles from './floorplan.module.css';
import { fitText, shortName } from '../utils/format';

// each booth's class names: its look and its state's colours
const STATE_CLASS = {
  booked: `${styles.booth} ${styles.booked}`,
  open: `${styles.booth} ${styles.open}`,
  pending: `${styles.booth} ${styles.pending}`,
  paused: `${styles.booth} ${styles.paused}`,
} as const;

export type HallsLayerProps = { halls: readonly FloorHall[] };

/** Halls (outlined and named), their aisles and entrances: drawn once, never re-rendered by pan or zoom. */
export const HallsLayer = memo(function HallsLayer({ halls }: HallsLayerProps): ReactElement {
  return (
    <g aria-hidden="true">
      {halls.map((h) => (
        <g key={h.id}>
          <rect className={styles.hall} x={h.x} y={h.y} width={h.width} height={h.height} rx={0.6} />
          {h.aisles.map((a, i) => (
            <rect key={i} className={styles.aisle} x={a.x} y={a.y} width={a.width} height={a.height} />
          ))}
          <text className={styles.hallName} x={h.x + 1} y={h.y + 2.2} fontSize={1.6}>
            {h.name}
          </text>
          {h.entrances.map((e, i) => (
            <g key={i} className={styles.entrance}>
              <circle cx={e.x} cy={e.y} r={0.9} />
              <text x={e.x} y={e.y + 0.35} fontSize={0.9} className={styles.entranceMark}>
                ⇅
              </text>
              <EntranceLabel hall={h} x={e.x} y={e.y} label={e.label} />
            </g>
          ))}
        </g>
      ))}
    </g>
  );
});

type EntranceLabelProps = { hall: FloorHall; x: number; y: number; label: string };

/**
 * A door's label: above a north door and below a south one, outside the wall; beside a west or east door, written down
 * the wall inside the hall, in its edge aisle, so the labels of two halls' facing doors (A馆东门 · 连廊, B馆西门 · 连廊)
 * never meet in the way between, and an outer door's label stays on the plan.
 */
function EntranceLabel({ hall, x, y, label }: EntranceLabelProps): ReactElement {
  const side = x <= hall.x ? 'west' : x >= hall.x + hall.width ? 'east' : y <= hall.y + hall.height / 2 ? 'north' : 'south';
  if (side === 'north' || side === 'south') {
    return (
      <text x={x} y={side === 'north' ? y - 1.3 : y + 2.2} fontSize={1.1} className={styles.entranceLabel}>
        {label}
      </text>
    );
  }
  return (
    <text x={side === 'west' ? x + 1.7 : x - 1.7} y={y} fontSize={1.1} className={`${styles.entranceLabel} ${styles.entranceAlongWall}`}>
      {label}
    </text>
  );
}

/** The name's size against the code's (em of the booth's font size). */
const NAME_EM = 0.82;

// Lean on attributes and components: 300 booths make every one count (the texts' looks and the corners
// come from the CSS, and a booth is markup of the layer rather than a component of its own).
function booth(b: FloorBooth): ReactElement {
  const size = Math.min(0.74, b.height * 0.24, b.width * 0.26);
  const name = b.state === 'booked' && b.company_name ? fitText(shortName(b.company_name), (b.width - 0.3) / (size * NAME_EM)) : '';
  const centre = b.x + b.width / 2;
  return (
    <g key={b.id} className={b.logo_url ? `${STATE_CLASS[b.state]} ${styles.withLogo}` : STATE_CLASS[b.state]} data-booth={b.id} role="button" tabIndex={0} aria-label={boothLabel(b)} fontSize={size}>
      <rect x={b.x} y={b.y} width={b.width} height={b.height} />
      <text x={centre} y={b.y + size * 1.15}>
        {b.code}
      </text>
      {name && (
        <text x={centre} y={b.y + b.height * 0.62}>
          {name}
        </text>
      )}
    </g>
  );
}

export type BoothLayerProps = { booths: readonly FloorBooth[] };

/** Every booth in Tab order: one focusable button each. Memoised: hover, focus, pan and zoom leave it alone. */
export const BoothLayer = memo(function BoothLayer({ booths }: BoothLayerProps): ReactElement {
  return <g className={styles.booths}>{booths.map(booth)}</g>;
});

export type LogoLayerProps = { booths: readonly FloorBooth[] };

/** Company logos over booked booths, mounted only when zoomed in far enough to see them. */
export const LogoLayer = memo(function LogoLayer({ booths }: LogoLayerProps): ReactElement {
  return (
    <g className={styles.logos} aria-hidden="true">
      {booths
        .filter((b) => b.state === 'booked' && b.logo_url)
        .map((b) => {
          const s = Math.min(b.width, b.height) * 0.5;
          return <image key={b.id} href={b.logo_url} x={b.x + (b.width - s) / 2} y={b.y + b.height * 0.32} width={s} height={s} preserveAspectRatio="xMidYMid meet" />;
        })}
    </g>
  );
});
