import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { toast } from '@campus/shared-utils';
import { api, ATTACHMENT, checkAttachmentFile, RESUME_MSG } from '@campus/shared-utils/student';
import type { ResumeAttachment } from '@campus/shared-utils/student';
import { uploadFailure } from '../../../../components/form/outcome';
import styles from './attachments.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.attachments;

export type AttachmentUploadProps = { count: number; onUploaded: (attachment: ResumeAttachment) => void };

/**
 * Picks and sends one resume file: checked by type and size before it leaves the browser (the server
 * checks the content), with a progress bar; a timeout (15 s) or a refusal is said in place.
 */
export function AttachmentUpload({ count, onUploaded }: AttachmentUploadProps): ReactElement {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState('');
  const full = count >= ATTACHMENT.maxCount;

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = checkAttachmentFile(file);
    setProblem(bad ?? '');
    if (bad) return;
    setSending({ name: file.name, percent: 0 });
    void api.resume.upload(file, { onProgress: (percent) => setSending({ name: file.name, percent }) }).then((result) => {
      setSending(null);
      if (result.apiStatus) {
        onUploaded(result);
        void toast.success(RESUME_MSG.uploadSuccess);
      } else setProblem(uploadFailure(result));
    });
  };

  return (
    <div className={styles.upload}>
      <input ref={input} id={id} className={styles.fileInput} type="file" accept={ATTACHMENT.accept} onChange={onPick} disabled={sending !== null || full} tabIndex={-1} aria-hidden="true" />
      <button type="button" className={styles.uploadButton} onClick={() => input.current?.click()} disabled={sending !== null || full} aria-describedby={`${id}-rule`}>
        {T.upload}
      </button>
      <p id={`${id}-rule`} className={styles.rule}>
        {T.uploadHint(ATTACHMENT.maxBytes / 1024 / 1024, ATTACHMENT.maxCount)}
      </p>
      {full && <p className={styles.rule}>{RESUME_MSG.attachmentLimit}</p>}
      {sending && (
        <div className={styles.progress}>
          <span className={styles.progressName}>{sending.name}</span>
          <div className={styles.track} role="progressbar" aria-label={T.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={sending.percent}>
            <span className={styles.fill} style={{ width: `${sending.percent}%` }} />
          </div>
          <span className={styles.percent}>{sending.percent}%</span>
        </div>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
