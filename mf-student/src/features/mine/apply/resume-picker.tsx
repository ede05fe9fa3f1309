import { useState, type ReactElement } from 'react';
import { Modal, useLoad } from '@campus/shared-utils';
import { api, type DeliverStatus, type ResumeChoice, LoadError, Loading } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { formatDate } from '../utils/format-time';
import styles from './apply.module.css';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.apply;

export type ResumePickerProps = {
  positionId: number;
  positionTitle?: string;
  onClose: () => void;
  onApplied: (status: DeliverStatus) => void;
};

const choiceKey = (c: ResumeChoice) => `${c.type}:${c.id}`;

/**
 * The student picks the online resume or an attachment and confirms. A failure keeps the dialog open
 * with the server's reason; confirming is disabled while the request runs, so one click sends one.
 */
export function ResumePicker({ positionId, positionTitle, onClose, onApplied }: ResumePickerProps): ReactElement {
  const link = usePageLink();
  const choices = useLoad(() => api.resume.getResumeList(), 'resume-choices');
  const [picked, setPicked] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const list = choices.status === 'ready' ? choices.data.list : [];
  const selected = list.find((c) => choiceKey(c) === picked) ?? list[0];

  const confirm = async () => {
    if (!selected || sending) return;
    setSending(true);
    setError('');
    const result = await api.mine.deliver({ position_id: positionId, resume_type: selected.type, resume_id: selected.id });
    setSending(false);
    if (result.apiStatus) onApplied(result);
    else setError(result.msg);
  };

  const footer =
    list.length > 0 ? (
      <>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {T.cancel}
        </button>
        <button type="button" className={styles.primary} onClick={() => void confirm()} disabled={sending} aria-busy={sending || undefined}>
          {sending ? T.sending : T.confirm}
        </button>
      </>
    ) : undefined;

  return (
    <Modal open title={T.title} width={480} onClose={onClose} footer={footer} description={positionTitle ? T.position(positionTitle) : undefined}>
      <div className={styles.picker}>
        {choices.status === 'loading' && <Loading label={T.loading} rows={2} />}
        {choices.status === 'failed' && <LoadError message={choices.msg} onRetry={choices.reload} />}
        {choices.status === 'ready' && list.length === 0 && (
          <div className={styles.noResume} role="status">
            <p>{T.noResume}</p>
            <p className={styles.hint}>{T.noResumeHint}</p>
            <a className={styles.primaryLink} href={link('/resume_create')} onClick={onClose}>
              {T.createResume}
            </a>
          </div>
        )}
        {list.length > 0 && (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{T.choose}</legend>
            {list.map((c) => (
              <label key={choiceKey(c)} className={styles.choice}>
                <input type="radio" name="resume" checked={selected === c} onChange={() => setPicked(choiceKey(c))} />
                <span className={styles.kind}>{c.type === 1 ? MINE_TEXT.onlineResume : MINE_TEXT.attachmentResume}</span>
                <span className={styles.name}>{c.name}</span>
                {c.updated_at > 0 && <span className={styles.time}>{T.updatedAt(formatDate(c.updated_at))}</span>}
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
