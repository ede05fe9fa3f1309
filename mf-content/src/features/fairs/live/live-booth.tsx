import { auth$, Modal, useStream, useStudentAction } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, type BoothLive, type FairCompany, type FairDetail, type ResumeChoice } from '@campus/shared-utils/student';
import { BoothCall } from '../call/booth-call';
import { CALL_TEXT } from '../call/texts';
import { BookDialog } from './book-dialog';
import type { FairSocket } from './use-fair-socket';
import { useBoothPlace, type BoothLiveSignal } from './use-booth-place';
import { LIVE_TEXT as T } from './texts';
import styles from './live.module.css';

export type LiveBoothProps = {
  fair: FairDetail;
  company: FairCompany;
  live: BoothLive | undefined;
  onChanged: () => void;
  /** the page socket's word on this booth: a change reads the place again */
  signal: BoothLiveSignal;
  /** the page's socket, which carries the call */
  socket: FairSocket;
  /** the resumes the student may send (the online one first, then attachments) */
  resumes: ResumeChoice[];
};

/**
 * A company's live booth on a running online fair's page: whether it is open, how many wait and for how long;
 * 进入排队 (a visitor logs in first and the step goes on), the student's place kept live while the page is open,
 * 离开队列, the recruiter's call (进入面试: the device check, then the video call) and result; and 预约面试 from the
 * booth's published slots. Both send the resume chosen here (the online one unless an attachment is picked) to
 * the position chosen here.
 */
export function LiveBooth({ fair, company, live, onChanged, signal, socket, resumes }: LiveBoothProps): ReactElement {
  const { state } = useStream(auth$);
  const asStudent = state === 1;
  const booth = { id: fair.id, company_id: company.company_id };
  const { place, setPlace } = useBoothPlace(fair.id, company.company_id, asStudent, signal);
  const [positionId, setPositionId] = useState(company.positions[0]?.id ?? 0);
  const [resumeKey, setResumeKey] = useState('');
  const resume = resumes.find((r) => `${r.type}:${r.id}` === resumeKey) ?? resumes[0];
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [booking, setBooking] = useState(false);
  const [inCall, setInCall] = useState(false);
  // a call that ended (the result, the booth closed) closes its dialog; the next call opens from its button
  const called = place?.state === 'called';
  if (inCall && !called) setInCall(false);
  const studentAction = useStudentAction(3);
  const open = live?.open === 1;
  const queued = place?.state === 'waiting' || place?.state === 'called';

  const step = async (run: () => ReturnType<typeof api.liveFair.join>): Promise<void> => {
    setPending(true);
    setError('');
    const r = await run();
    setPending(false);
    if (r.apiStatus) setPlace(r);
    else setError(r.msg);
    onChanged();
  };

  const statusLine = open ? [T.live, T.waiting(live.waiting), T.wait(live.expected_wait_minutes)].join(' · ') : T.closed;
  return (
    <div className={styles.booth}>
      <p className={open ? styles.open : styles.closed}>{statusLine}</p>
      {company.positions.length > 1 && !queued && (
        <label className={styles.field}>
          <span>{T.position}</span>
          <select value={positionId} onChange={(e) => setPositionId(Number(e.target.value))}>
            {company.positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {resumes.length > 1 && !queued && (
        <label className={styles.field}>
          <span>{T.resume}</span>
          <select value={resume ? `${resume.type}:${resume.id}` : ''} onChange={(e) => setResumeKey(e.target.value)}>
            {resumes.map((r) => (
              <option key={`${r.type}:${r.id}`} value={`${r.type}:${r.id}`}>
                {r.type === 1 ? T.onlineResume : T.attachmentResume}：{r.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {place?.state === 'waiting' && (
        <p className={styles.place} aria-live="polite">
          {T.place(place.place)} · {T.wait(place.expected_wait_minutes)}
        </p>
      )}
      {place?.state === 'called' && (
        <>
          <p className={styles.called} role="status">
            {T.called}
          </p>
          <button type="button" className={styles.primary} onClick={() => setInCall(true)}>
            {CALL_TEXT.enter}
          </button>
          <Modal open={inCall} onClose={() => setInCall(false)} title={T.callTitle(company.company_name)} width={640}>
            {inCall && <BoothCall role="student" entryId={place.entry_id} socket={socket} endsAt={place.ends_at} />}
          </Modal>
        </>
      )}
      {place?.state === 'done' && place.result && (
        <p className={styles.result} role="status">
          {T.result}：<strong>{place.result_text}</strong>
          {place.note && (
            <span className={styles.note}>
              {T.note}：{place.note}
            </span>
          )}
        </p>
      )}
      {place?.state === 'left' && place.left_text && <p className={styles.hint}>{place.left_text}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {positionId > 0 && (
        <div className={styles.actions}>
          {queued ? (
            <button type="button" className={styles.secondary} disabled={pending} onClick={() => void step(() => api.liveFair.leave(booth))}>
              {T.leave}
            </button>
          ) : (
            open && (
              <button type="button" className={styles.primary} disabled={pending} onClick={() => studentAction(() => void step(() => api.liveFair.join(booth, positionId, resume)))}>
                {pending ? T.joining : place && place.state !== 'none' ? T.again : T.join}
              </button>
            )
          )}
          <button type="button" className={styles.secondary} onClick={() => studentAction(() => setBooking(true))}>
            {T.book}
          </button>
        </div>
      )}
      {booking && <BookDialog open onClose={() => setBooking(false)} fairId={fair.id} companyId={company.company_id} companyName={company.company_name} positionId={positionId} resume={resume} />}
    </div>
  );
}
