import type { ReactElement } from 'react';
import { hashRoute } from '@campus/shared-utils';
import type { BoothLive, FairCompany, FairDetail, ResumeChoice } from '@campus/shared-utils/student';
import { LiveBooth } from '../live/live-booth';
import type { BoothLiveSignal } from '../live/use-booth-place';
import type { FairSocket } from '../live/use-fair-socket';
import styles from './companies.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type FairCompanyCardProps = {
  company: FairCompany;
  fair: FairDetail;
  /** a running online fair's live booths: the card shows this company's, with its queue and slots */
  live?: { booth: BoothLive | undefined; onChanged: () => void; signal: BoothLiveSignal; socket: FairSocket; resumes: ResumeChoice[] };
};

/**
 * A company at the fair: who it is, its booth (on the map of an offline fair, live on a running online one) and
 * the positions it brings.
 */
export function FairCompanyCard({ company: c, fair, live }: FairCompanyCardProps): ReactElement {
  const headingId = `fair-company-${c.company_id}`;
  const companyHref = hashRoute('/companyDetailPage', { id: c.company_id });
  const onMap = fair.kind === 'offline' && c.booth_code !== '';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <img className={styles.logo} src={c.logo_url} alt="" width={52} height={52} loading="lazy" decoding="async" />
        <div className={styles.cardText}>
          <h3 className={styles.name}>
            <a id={headingId} href={companyHref}>
              {c.company_name}
            </a>
          </h3>
          <p className={styles.facts}>{[c.industry, c.insize].filter(Boolean).join(' · ')}</p>
        </div>
        {onMap && (
          <p className={styles.booth}>
            <span className={styles.boothLabel}>{T.list.booth}</span>
            <a className={styles.boothCode} href={hashRoute('/floorplan', { id: fair.id, booth: c.booth_code })} aria-label={T.list.boothOnMap(c.booth_code)}>
              {c.booth_code}
            </a>
            {c.hall && <span className={styles.hall}>{c.hall}</span>}
          </p>
        )}
      </div>
      {c.positions.length > 0 ? (
        <ul className={styles.positions} aria-label={`${c.company_name}${T.list.positions}`}>
          {c.positions.map((p) => (
            <li key={p.id}>
              <a className={styles.positionTitle} href={hashRoute('/job', { id: p.id })}>
                {p.title}
              </a>
              <span className={styles.salary}>{p.salary_str}</span>
              <span className={styles.positionFacts}>{[p.city, p.education].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{T.list.noPositions}</p>
      )}
      {c.position_count > c.positions.length && (
        <a className={styles.more} href={companyHref}>
          {T.list.allPositions(c.position_count)}
        </a>
      )}
      {live && <LiveBooth fair={fair} company={c} live={live.booth} onChanged={live.onChanged} signal={live.signal} socket={live.socket} resumes={live.resumes} />}
    </article>
  );
}
