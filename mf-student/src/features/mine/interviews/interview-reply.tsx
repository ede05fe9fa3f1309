import { useState, type ReactElement } from 'react';
import { toast } from '@campus/shared-utils';
import { api, type Interview, type InterviewAnswer } from '@campus/shared-utils/student';
import { DeclineDialog } from './decline-dialog';
import { MINE_TEXT } from '../utils/texts';
import styles from './interviews.module.css';

const T = MINE_TEXT.interviews;

export type InterviewReplyProps = {
  interview: Interview;
  /** the invitation as the server stored it after the answer */
  onAnswered: (updated: Interview) => void;
};

/**
 * The student's answer to an invitation: 接受邀请 or 拒绝 (with a reason) while it is upcoming and
 * unanswered, then what was answered. Past and cancelled invitations can no longer be answered; a refusal
 * from the server (too late, already answered, cancelled) is shown as its text.
 */
export function InterviewReply({ interview: i, onAnswered }: InterviewReplyProps): ReactElement | null {
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);

  const answer = async (what: InterviewAnswer, reason = '') => {
    setBusy(true);
    const result = await api.mine.answerInterview(i.id, what, reason);
    setBusy(false);
    if (!result.apiStatus) {
      void toast.error(result.msg);
      return;
    }
    setDeclining(false);
    onAnswered(result.item);
    void toast.success(what === 'accept' ? T.acceptedToast : T.declinedToast);
  };

  if (i.reply === 'accepted') return <p className={`${styles.reply} ${styles.accepted}`}>{T.accepted}</p>;
  if (i.reply === 'declined') return <p className={`${styles.reply} ${styles.declined}`}>{T.declined(i.reply_reason)}</p>;
  if (i.state !== 'upcoming') return null;
  return (
    <div className={styles.answers}>
      <button type="button" className={styles.primary} disabled={busy} onClick={() => void answer('accept')}>
        {T.accept}
      </button>
      <button type="button" className={styles.secondary} disabled={busy} onClick={() => setDeclining(true)}>
        {T.decline}
      </button>
      {declining && <DeclineDialog onDecline={(reason) => answer('decline', reason)} onCancel={() => setDeclining(false)} />}
    </div>
  );
}
