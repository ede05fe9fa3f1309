import type { ReactElement } from 'react';
import { cx, hashRoute } from '@campus/shared-utils';
import { FAIR_KIND_TEXT, FAIR_STATUS_TEXT, type FairDetail } from '@campus/shared-utils/student';
import { OnlineLink } from './online-link';
import styles from './fair.module.css';
import { fairTimeEnds } from '../utils/format';
import { FAIRS_TEXT as T } from '../utils/texts';

export type FairHeaderProps = { fair: FairDetail };

const STATUS_CLASS = { 0: styles.coming, 1: styles.running, 2: styles.ended } as const;

/** The fair's title, kind and state, time, venue or online entrance, organiser and its figures. */
export function FairHeader({ fair: f }: FairHeaderProps): ReactElement {
  const counts: [string, number][] = [
    [T.fair.companies, f.company_count],
    [T.fair.positions, f.position_count],
    ...(f.kind === 'offline' && f.booth_count > 0 ? ([[T.fair.booths, f.booth_count]] as [string, number][]) : []),
    [T.fair.signups, f.signup_count],
  ];
  const [from, to] = fairTimeEnds(f.start_at, f.end_at);
  return (
    <section className={styles.header} aria-labelledby="fair-title">
      <p className={styles.badges}>
        <span className={cx(styles.badge, f.kind === 'online' ? styles.online : styles.offline)}>{FAIR_KIND_TEXT[f.kind]}</span>
        <span className={cx(styles.badge, STATUS_CLASS[f.status])}>{FAIR_STATUS_TEXT[f.status]}</span>
      </p>
      <h1 id="fair-title" className={styles.title}>
        {f.title}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{T.fair.time}</dt>
          <dd>
            {/* each end stays whole on a phone: the line breaks only around the dash */}
            <span className={styles.whole}>{from}</span> – <span className={styles.whole}>{to}</span>
          </dd>
        </div>
        {f.kind === 'offline' ? (
          <div>
            <dt>{T.fair.place}</dt>
            <dd>
              {f.place}
              {f.booth_count > 0 && (
                <a className={styles.mapLink} href={hashRoute('/floorplan', { id: f.id })}>
                  {T.fair.floorplan}
                </a>
              )}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{T.fair.online}</dt>
            <dd>
              <OnlineLink fair={f} />
            </dd>
          </div>
        )}
        {f.organiser && (
          <div>
            <dt>{T.fair.organiser}</dt>
            <dd>{f.organiser}</dd>
          </div>
        )}
      </dl>
      <ul className={styles.counts} aria-label={T.fair.counts}>
        {counts.map(([label, n]) => (
          <li key={label}>
            <strong>{n}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
