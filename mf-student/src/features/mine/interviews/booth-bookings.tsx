import { useLoad } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import { api, LIVE_FAIR, type MyBooking } from '@campus/shared-utils/student';
import cards from '../components/cards.module.css';
import { usePageLink } from '../hooks/use-page-link';
import { MINE_TEXT } from '../utils/texts';
import styles from './interviews.module.css';

const T = MINE_TEXT.interviews;
const pad = (n: number) => String(n).padStart(2, '0');
const slotText = (b: MyBooking) => {
  const s = new Date(b.start_at);
  const e = new Date(b.end_at);
  return `${s.getMonth() + 1}月${s.getDate()}日 ${pad(s.getHours())}:${pad(s.getMinutes())}-${pad(e.getHours())}:${pad(e.getMinutes())}`;
};

/** Where a booking stands: being called, starting within the reminder's minutes, or later. */
function stateOf(b: MyBooking, now: number): { text: string; soon: boolean } {
  if (b.state === 'called') return { text: T.boothCalled, soon: true };
  if (b.start_at - now <= LIVE_FAIR.reminderMinutes * 60_000) return { text: T.boothSoon, soon: true };
  return { text: T.boothWaiting, soon: false };
}

/**
 * 空中双选会面试预约 on 我的面试: the student's booked slots at this site's online fairs that have not ended, soonest
 * first, each with its fair's page where the booth calls (nothing when there are none).
 */
export function BoothBookings(): ReactElement | null {
  const link = usePageLink();
  const bookings = useLoad(() => api.liveFair.myBookings(), 'my-booth-bookings');
  if (bookings.status !== 'ready' || bookings.data.list.length === 0) return null;
  const now = Date.now();
  return (
    <section className={styles.booths} aria-labelledby="booth-bookings">
      <h2 id="booth-bookings" className={styles.boothsTitle}>
        {T.booths}
      </h2>
      <p className={styles.boothsHint}>{T.boothHint}</p>
      <ul className={cards.list} aria-label={T.booths}>
        {bookings.data.list.map((b) => {
          const state = stateOf(b, now);
          return (
            <li key={b.entry_id} className={cards.card} aria-labelledby={`booking-${b.entry_id}`}>
              <div className={cards.body}>
                <div className={cards.titleRow}>
                  <h3 className={cards.title} id={`booking-${b.entry_id}`}>
                    {b.company_name}
                  </h3>
                  <span className={`${styles.state} ${state.soon ? styles.upcoming : styles.finished}`}>{state.text}</span>
                </div>
                <dl className={styles.facts}>
                  <dt>{T.time}</dt>
                  <dd>{slotText(b)}</dd>
                  <dt>{T.boothFair}</dt>
                  <dd>{b.fair_title}</dd>
                  <dt>{T.boothPosition}</dt>
                  <dd>{b.position_title}</dd>
                </dl>
                <a className={styles.boothLink} href={link('/jobFair', { id: b.fair_id })}>
                  {T.boothEnter}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
