import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent, type ReactElement } from 'react';
import { auth$, browserNav, dataOf, MSG, requestDialog } from '@campus/shared-utils';
import { AI_FILE, AI_LIMITS, AI_MSG, api, checkAiResumeFile } from '@campus/shared-utils/student';
import { keepDraft } from '../draft/resume-parse';
import { AI_TEXT, ocrProgress } from '../texts';
import styles from './writing-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.writing;

export type UploadCardProps = {
  /** a login this card asked for has just succeeded (jump mode 10): the picker is ready for the student */
  resumed: boolean;
};

/** Reading: the file is on its way or being read; `page` once OCR reads a scan or a photo. */
type Status = { kind: 'idle' } | { kind: 'reading'; page?: { page: number; pages: number } } | { kind: 'failed'; msg: string };

/**
 * Way (a): upload a PDF, a DOCX or a photo of a resume; the engine's draft is kept under resume_parse and opened for checking.
 * A file that does not read as a resume is not turned into a draft: the student is told why.
 */
export function UploadCard({ resumed }: UploadCardProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (resumed) input.current?.focus();
  }, [resumed]);

  // a visitor gets the student login first (jump mode 10 brings them back here), another role the switch
  const guard = (event: MouseEvent<HTMLInputElement>) => {
    const { state } = auth$.getValue();
    if (state === 1) return;
    event.preventDefault();
    requestDialog(state === 0 ? { kind: 'studentLogin', jumpMode: 10 } : { kind: 'switchIdentity' });
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAiResumeFile(file);
    if (problem) return setStatus({ kind: 'failed', msg: problem });
    setStatus({ kind: 'reading' });
    const result = await api.ai.parse(file, (page, pages) => setStatus({ kind: 'reading', page: { page, pages } }));
    if (!result.apiStatus) return setStatus({ kind: 'failed', msg: result.msg || MSG.requestFailed });
    // low_confidence alone (a name, school or contact missing) fills the draft, its unsure fields marked 待核对
    if (result.confidence < AI_LIMITS.resumeLike) return setStatus({ kind: 'failed', msg: `${AI_MSG.notResume}${T.notResume}` });
    keepDraft({ origin: 'file', fileName: file.name, draft: dataOf(result), variants: {} });
    browserNav.setHash('#/aiResumeDetail');
  };

  const reading = status.kind === 'reading';
  return (
    <section className={ui.card} aria-labelledby="ai-upload-title" aria-busy={reading || undefined}>
      <h2 id="ai-upload-title" className={ui.cardTitle}>
        {T.uploadTitle}
      </h2>
      <p className={ui.hint}>{T.uploadHint}</p>
      <div className={ui.actions}>
        <label className={`${ui.primary} ${reading ? styles.disabled : ''}`}>
          {reading ? T.uploading : T.uploadButton}
          <input
            ref={input}
            className={ui.fileInput}
            type="file"
            accept={AI_FILE.accept}
            disabled={reading}
            onClick={guard}
            onChange={(e) => void pick(e)}
          />
        </label>
      </div>
      {reading && (
        <p className={ui.muted} role="status">
          {status.page ? ocrProgress(status.page.page, status.page.pages) : T.uploading}
        </p>
      )}
      {reading && status.page && <progress className={styles.progress} max={status.page.pages} value={status.page.page - 1} aria-label={T.uploading} />}
      {status.kind === 'failed' && (
        <p className={ui.error} role="alert">
          {status.msg}
        </p>
      )}
    </section>
  );
}
