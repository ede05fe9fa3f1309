import { useState, type ReactElement } from 'react';
import { LIVE_FAIR, type ConsoleBooth } from '@campus/shared-utils/student';
import { slotTime } from '../utils/format';
import { CONSOLE_TEXT as T } from './texts';
import styles from './console.module.css';

const QUARTER = LIVE_FAIR.slotMinutes * 60_000;

/** The quarter-hour starts still open to publish: after now, inside the fair, not yet published; at most one publish's worth. */
export function publishableStarts(booth: Pick<ConsoleBooth, 'start_at' | 'end_at' | 'slots'>, now: number): number[] {
  const taken = new Set(booth.slots.map((s) => s.start_at));
  const starts: number[] = [];
  for (let at = Math.max(Math.floor(now / QUARTER) + 1, Math.ceil(booth.start_at / QUARTER)) * QUARTER; at + QUARTER <= booth.end_at && starts.length < LIVE_FAIR.publishMax; at += QUARTER) {
    if (!taken.has(at)) starts.push(at);
  }
  return starts;
}

export type SlotPublisherProps = { booth: ConsoleBooth; busy: boolean; onPublish: (starts: number[]) => Promise<boolean> };

/** Picks quarter hours of the fair's time left and publishes them as 15-minute slots students can book. */
export function SlotPublisher({ booth, busy, onPublish }: SlotPublisherProps): ReactElement {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState('');
  const starts = publishableStarts(booth, Date.now());
  if (starts.length === 0) return <p className={styles.hint}>{T.noneToPublish}</p>;
  const toggle = (at: number) =>
    setPicked((p) => {
      const next = new Set(p);
      if (!next.delete(at)) next.add(at);
      return next;
    });
  return (
    <form
      className={styles.publisher}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = starts.filter((s) => picked.has(s));
        if (chosen.length === 0) return setError(T.pickSome);
        setError('');
        void onPublish(chosen).then((done) => done && setPicked(new Set()));
      }}
    >
      <fieldset>
        <legend>{T.publishPick}</legend>
        <div className={styles.startGrid}>
          {starts.map((at) => (
            <label key={at} className={styles.start}>
              <input type="checkbox" checked={picked.has(at)} onChange={() => toggle(at)} />
              {slotTime(at, at + QUARTER)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {T.publish}
      </button>
    </form>
  );
}
