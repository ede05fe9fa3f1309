import { Modal, toast, useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, LoadError, Loading, type ResumeChoice } from '@campus/shared-utils/student';
import { slotTime } from '../utils/format';
import { LIVE_TEXT as T } from './texts';
import styles from './live.module.css';

export type BookDialogProps = { open: boolean; onClose: () => void; fairId: number; companyId: number; companyName: string; positionId: number; resume?: ResumeChoice };

/**
 * 预约面试: the booth's published 15-minute slots, each free, taken or the student's own. Booking sends the chosen
 * resume (the online one unless an attachment was picked) to the chosen position; a slot taken a moment earlier or clashing with another booking says so and the
 * list is read again; the student's own slot can be cancelled before it starts.
 */
export function BookDialog({ open, onClose, fairId, companyId, companyName, positionId, resume }: BookDialogProps): ReactElement {
  const booth = { id: fairId, company_id: companyId };
  const [version, setVersion] = useState(0);
  const slots = useLoad(() => (open ? api.liveFair.slots(booth) : Promise.resolve({ apiStatus: true as const, list: [] })), `slots:${fairId}:${companyId}:${open}:${version}`);
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState('');

  const act = async (slotId: number, run: () => Promise<{ apiStatus: boolean; msg?: string }>, done: string): Promise<void> => {
    setBusy(slotId);
    setError('');
    const r = await run();
    setBusy(0);
    if (r.apiStatus) toast.success(done);
    else setError(r.msg ?? '');
    setVersion((v) => v + 1);
  };

  return (
    <Modal open={open} onClose={onClose} title={T.bookTitle(companyName)} description={T.bookHint} width={480}>
      {slots.status === 'loading' && <Loading label={T.loadingSlots} rows={2} />}
      {slots.status === 'failed' && <LoadError message={slots.msg} onRetry={slots.reload} />}
      {slots.status === 'ready' &&
        (slots.data.list.length === 0 ? (
          <p className={styles.hint}>{T.noSlots}</p>
        ) : (
          <ul className={styles.slots} aria-label={T.book}>
            {slots.data.list.map((s) => (
              <li key={s.id} className={styles.slot}>
                <span>{slotTime(s.start_at, s.end_at)}</span>
                {s.mine === 1 ? (
                  <>
                    <span className={styles.mine}>{T.slotMine}</span>
                    <button type="button" className={styles.secondary} disabled={busy !== 0} onClick={() => void act(s.id, () => api.liveFair.cancelBooking(s.id), T.cancelled)}>
                      {T.cancel}
                    </button>
                  </>
                ) : s.free === 1 ? (
                  <button type="button" className={styles.primary} disabled={busy !== 0} onClick={() => void act(s.id, () => api.liveFair.book(s.id, positionId, resume), T.booked)}>
                    {T.book}
                  </button>
                ) : (
                  <span className={styles.muted}>{T.slotTaken}</span>
                )}
              </li>
            ))}
          </ul>
        ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
