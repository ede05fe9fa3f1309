import { useEffect, useRef, type ReactElement } from 'react';
import { hashRoute } from '@campus/shared-utils';
import { BOOTH_STATE_TEXT, type FloorBooth } from '@campus/shared-utils/student';
import styles from './floorplan.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type BoothPanelProps = {
  booth: FloorBooth;
  hall: string;
  /** moves the focus to the panel's heading when it opens (opened from a booth, not from the search) */
  takeFocus: boolean;
  onClose: () => void;
};

const STATE_NOTE = { open: T.map.openBooth, pending: T.map.pendingBooth, paused: T.map.pausedBooth } as const;

/** A booth's side panel (a drawer on phones): the company, its positions at the fair and its page. Escape closes it. */
export function BoothPanel({ booth: b, hall, takeFocus, onClose }: BoothPanelProps): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus({ preventScroll: true });
  }, [b.id, takeFocus]);
  const booked = b.state === 'booked' && b.company_id > 0;
  return (
    <aside
      className={styles.panel}
      aria-labelledby="booth-panel-title"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.panelHead}>
        <p className={styles.panelBooth}>
          <span className={styles.panelCode}>{b.code}</span>
          {hall && <span>{hall}</span>}
          <span className={styles.panelState}>{BOOTH_STATE_TEXT[b.state]}</span>
        </p>
        <button type="button" className={styles.close} onClick={onClose} aria-label={T.map.closePanel}>
          ×
        </button>
      </div>
      {booked ? (
        <>
          <div className={styles.panelCompany}>
            {b.logo_url && <img src={b.logo_url} alt="" width={48} height={48} className={styles.panelLogo} />}
            <h2 id="booth-panel-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
              {b.company_name}
            </h2>
          </div>
          <h3 className={styles.panelSub}>
            {T.map.positions}（{b.position_count}）
          </h3>
          {b.positions.length > 0 ? (
            <ul className={styles.panelPositions}>
              {b.positions.map((p) => (
                <li key={p.id}>
                  <a href={hashRoute('/job', { id: p.id })}>{p.title}</a>
                  <span className={styles.salary}>{p.salary_str}</span>
                  <span className={styles.muted}>{[p.city, p.education].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{T.map.noPositions}</p>
          )}
          <a className={styles.companyLink} href={hashRoute('/companyDetailPage', { id: b.company_id })}>
            {T.map.companyPage}
          </a>
        </>
      ) : (
        <h2 id="booth-panel-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {b.state === 'booked' ? BOOTH_STATE_TEXT.booked : STATE_NOTE[b.state]}
        </h2>
      )}
    </aside>
  );
}
