import { useState, type ChangeEvent, type ReactElement } from 'react';
import { auth$, useLoad, useStream, useStudentAction } from '@campus/shared-utils';
import { AI_CODE, AI_FILE, AI_MSG, api, checkAiResumeFile } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { AI_TEXT, ocrProgress } from '../texts';
import { openNewResult } from './diagnosis-link';
import { HistoryList } from './history-list';
import styles from './diagnosis.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.diagnosis;

type Failure = { msg: string; noResume: boolean } | null;

function History(): ReactElement | null {
  const list = useLoad(() => api.ai.diagnosisList(), 'ai-diagnosis-list');
  if (list.status !== 'ready') return null;
  return (
    <section className={ui.card} aria-labelledby="ai-history-title">
      <h2 id="ai-history-title" className={ui.cardTitle}>
        {T.history}
      </h2>
      <HistoryList list={list.data.list} />
    </section>
  );
}

/** /subApp/aiIntroduction: what the diagnosis checks, a diagnosis of the online resume or of a file, and the history. */
export function DiagnosisIntroPage(): ReactElement {
  const { state } = useStream(auth$);
  const asStudent = useStudentAction(3);
  const [busy, setBusy] = useState(false);
  // what a file's reading says: uploaded and being read, then OCR's page of a scan or a photo
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>(null);

  const run = async (file?: File) => {
    setBusy(true);
    setFailure(null);
    if (file) setReading(T.uploading);
    const result = await api.ai.diagnose(file, (page, pages) => setReading(ocrProgress(page, pages)));
    setBusy(false);
    setReading(null);
    if (!result.apiStatus) return setFailure({ msg: result.msg, noResume: result.code === AI_CODE.noResume });
    openNewResult(result.id);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAiResumeFile(file);
    if (problem) return setFailure({ msg: problem, noResume: false });
    void run(file);
  };

  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_open_ai" closedTitle={AI_MSG.notOpen} closedHint={AI_TEXT.notOpen.hint}>
        <header className={ui.hero}>
          <h1 className={ui.title}>{T.title}</h1>
          <p className={ui.lead}>{T.lead}</p>
          <ul className={styles.dimensions}>
            {T.dimensions.map((d) => (
              <li key={d.key} className={styles.dimension}>
                <strong>{d.label}</strong>
                <span>{d.hint}</span>
              </li>
            ))}
          </ul>
          <div className={ui.actions}>
            <button type="button" className={ui.primary} disabled={busy} aria-busy={busy || undefined} onClick={() => asStudent(() => void run())}>
              {busy ? T.starting : T.start}
            </button>
            <label className={`${ui.secondary} ${busy ? styles.disabled : ''}`}>
              {T.upload}
              <input
                className={ui.fileInput}
                type="file"
                accept={AI_FILE.accept}
                disabled={busy}
                aria-describedby="ai-upload-hint"
                onClick={(e) => {
                  if (state === 1) return;
                  e.preventDefault();
                  asStudent(() => undefined);
                }}
                onChange={pick}
              />
            </label>
            <span id="ai-upload-hint" className={ui.muted}>
              {T.uploadHint}
            </span>
          </div>
          {reading && (
            <p className={ui.muted} role="status">
              {reading}
            </p>
          )}
          {failure && (
            <p className={ui.error} role="alert">
              {failure.msg}
              {failure.noResume && (
                <a className={styles.inlineLink} href="#/resume_create">
                  {T.createResume}
                </a>
              )}
            </p>
          )}
        </header>
        {state === 1 && <History />}
      </SiteFeatureGate>
    </div>
  );
}
