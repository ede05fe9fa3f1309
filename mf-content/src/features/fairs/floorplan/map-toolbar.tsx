import type { ReactElement } from 'react';
import type { FloorHall } from '@campus/shared-utils/student';
import styles from './floorplan.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type MapToolbarProps = {
  halls: readonly FloorHall[];
  onHall: (hall: FloorHall | null) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
};

/** Zoom buttons (放大 / 缩小 / 重置) and, with several halls, a button per hall that fits it. */
export function MapToolbar({ halls, onHall, onZoomIn, onZoomOut, onReset }: MapToolbarProps): ReactElement {
  return (
    <div className={styles.toolbar}>
      {halls.length > 1 && (
        <div className={styles.halls} role="group" aria-label={T.map.halls}>
          <button type="button" className={styles.tool} onClick={() => onHall(null)}>
            {T.map.allHalls}
          </button>
          {halls.map((h) => (
            <button key={h.id} type="button" className={styles.tool} onClick={() => onHall(h)}>
              {h.name}
            </button>
          ))}
        </div>
      )}
      <div className={styles.zoom} role="group" aria-label={T.map.controls}>
        <button type="button" className={styles.tool} onClick={onZoomIn} aria-label={T.map.zoomIn}>
          <span aria-hidden="true">＋</span> {T.map.zoomIn}
        </button>
        <button type="button" className={styles.tool} onClick={onZoomOut} aria-label={T.map.zoomOut}>
          <span aria-hidden="true">－</span> {T.map.zoomOut}
        </button>
        <button type="button" className={styles.tool} onClick={onReset}>
          {T.map.reset}
        </button>
      </div>
    </div>
  );
}
