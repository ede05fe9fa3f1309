import { useState, type ReactElement } from 'react';
import { api, BOOTH_RESULT_TEXT, BOOTH_RESULTS, LIVE_FAIR, type ConsoleBooth, type ConsoleEntry } from '@campus/shared-utils/student';
import { BoothCall } from '../call/booth-call';
import type { FairSocket } from '../live/use-fair-socket';
import { dateTime, fairTimeEnds, slotTime } from '../utils/format';
import { ResumeSummary } from './resume-summary';
import { SlotPublisher } from './slot-publisher';
import type { useBoothConsole } from './use-booth-console';
import { CONSOLE_TEXT as T } from './texts';
import styles from './console.module.css';

export type BoothConsoleProps = { booth: ConsoleBooth; socket: FairSocket; console: ReturnType<typeof useBoothConsole> };

const QUARTER = LIVE_FAIR.slotMinutes * 60_000;

/** One student waiting at the booth: who, for what, since when; the resume on request, and 呼叫. */
function EntryRow({ entry, onCall, busy }: { entry: ConsoleEntry; onCall: () => void; busy: boolean }): ReactElement {
  const [open, setOpen] = useState(false);
  const when = entry.kind === 'booking' ? T.bookedAt(slotTime(entry.start_at, entry.start_at + QUARTER)) : T.joinedAt(dateTime(entry.joined_at));
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <div>
          <strong>{entry.student_name}</strong>
          <span className={styles.muted}>
            {T.position(entry.position_title)} · {when}
          </span>
        </div>
        <div className={styles.entryActions}>
          <button type="button" className={styles.secondary} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? T.hideResume : T.showResume}
          </button>
          <button type="button" className={styles.primary} disabled={busy} onClick={onCall} aria-label={`${T.call} ${entry.student_name}`}>
            {T.call}
          </button>
        </div>
      </div>
      {open && <ResumeSummary resume={entry.resume} name={entry.resume_name} />}
    </li>
  );
}

/** The talk the session's recruiter holds: the call, the resume, the note and the result. */
function CurrentTalk({ booth, entry, socket, console: c }: { booth: ConsoleBooth; entry: ConsoleEntry; socket: FairSocket; console: BoothConsoleProps['console'] }): ReactElement {
  const [note, setNote] = useState('');
  return (
    <section className={styles.current} aria-label={`${T.current}：${entry.student_name}`}>
      <h3>
        {T.current}：{entry.student_name}
        <span className={styles.muted}> {T.position(entry.position_title)}</span>
      </h3>
      <div className={styles.talk}>
        <div className={styles.callArea}>
          <BoothCall role="recruiter" entryId={entry.id} socket={socket} endsAt={entry.ends_at} />
        </div>
        <div className={styles.talkSide}>
          <ResumeSummary resume={entry.resume} name={entry.resume_name} />
          <label className={styles.noteField}>
            <span>{T.note}</span>
            <textarea value={note} maxLength={LIVE_FAIR.noteMax} rows={3} placeholder={T.notePlaceholder} onChange={(e) => setNote(e.target.value)} />
            <span className={styles.muted}>{T.noteCount(note.length, LIVE_FAIR.noteMax)}</span>
          </label>
          <div className={styles.results} role="group" aria-label={T.mark}>
            {BOOTH_RESULTS.map((r) => (
              <button key={r} type="button" className={r === 'reject' ? styles.secondary : styles.primary} disabled={c.busy} onClick={() => void c.step(() => api.liveFair.result(booth.fair_id, entry.id, r, note), T.marked(BOOTH_RESULT_TEXT[r]))}>
                {BOOTH_RESULT_TEXT[r]}
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A recruiter's booth at one online fair: open or close it, the talk in progress, the bookings and the queue (each
 * with its resume, 呼叫 for a chosen student and 呼叫下一位 for the queue's first), and the slots to publish.
 */
export function BoothConsole({ booth, socket, console: c }: BoothConsoleProps): ReactElement {
  const id = booth.fair_id;
  const mine = booth.entries.find((e) => e.state === 'called' && e.by_me === 1);
  const others = booth.entries.filter((e) => e.state === 'called' && e.by_me !== 1);
  const bookings = booth.entries.filter((e) => e.state === 'waiting' && e.kind === 'booking');
  const queue = booth.entries.filter((e) => e.state === 'waiting' && e.kind === 'queue');
  const [from, to] = fairTimeEnds(booth.start_at, booth.end_at);
  const open = booth.open === 1;
  const call = (entryId?: number) => void c.step(() => api.liveFair.call(id, entryId));
  return (
    <article className={styles.booth} aria-labelledby={`booth-${id}`}>
      <header className={styles.boothHead}>
        <div>
          <h2 id={`booth-${id}`}>{booth.fair_title}</h2>
          <p className={styles.muted}>
            {from} - {to}
          </p>
        </div>
        <div className={styles.boothState}>
          <p className={open ? styles.open : styles.closed} role="status">
            {open ? T.boothOpen : T.boothClosed}
          </p>
          <button type="button" className={open ? styles.secondary : styles.primary} disabled={c.busy} onClick={() => void c.step(() => api.liveFair.setBooth(id, !open))} title={open ? T.closeHint : undefined}>
            {open ? T.close : T.open}
          </button>
        </div>
      </header>

      {mine && <CurrentTalk key={mine.id} booth={booth} entry={mine} socket={socket} console={c} />}
      {others.map((e) => (
        <p key={e.id} className={styles.muted}>
          {T.calledByOther}：{e.student_name}
        </p>
      ))}

      <section className={styles.list} aria-label={T.bookings(bookings.length)}>
        <h3>{T.bookings(bookings.length)}</h3>
        {bookings.length === 0 ? (
          <p className={styles.hint}>{T.nobodyBooked}</p>
        ) : (
          <ul>
            {bookings.map((e) => (
              <EntryRow key={e.id} entry={e} busy={c.busy || !!mine} onCall={() => call(e.id)} />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.list} aria-label={T.queue(queue.length)}>
        <div className={styles.listHead}>
          <h3>{T.queue(queue.length)}</h3>
          <button type="button" className={styles.primary} disabled={c.busy || !!mine || queue.length === 0} onClick={() => call()}>
            {T.callNext}
          </button>
        </div>
        {queue.length === 0 ? (
          <p className={styles.hint}>{T.nobodyQueued}</p>
        ) : (
          <ol>
            {queue.map((e) => (
              <EntryRow key={e.id} entry={e} busy={c.busy || !!mine} onCall={() => call(e.id)} />
            ))}
          </ol>
        )}
      </section>

      <section className={styles.list} aria-label={T.slots}>
        <h3>{T.slots}</h3>
        <p className={styles.hint}>{T.slotsHint}</p>
        {booth.slots.length === 0 ? (
          <p className={styles.hint}>{T.noSlots}</p>
        ) : (
          <ul className={styles.slotList}>
            {booth.slots.map((s) => (
              <li key={s.id}>
                {slotTime(s.start_at, s.end_at)} <span className={s.free ? styles.open : styles.muted}>{s.free ? T.slotFree : T.slotBooked}</span>
              </li>
            ))}
          </ul>
        )}
        <SlotPublisher booth={booth} busy={c.busy} onPublish={(starts) => c.step(() => api.liveFair.publishSlots(id, starts), T.published(starts.length))} />
      </section>
    </article>
  );
}
