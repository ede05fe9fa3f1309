import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, useLoad } from '@campus/shared-utils';
import { AI_CODE, AI_MSG, api, Loading, LoadError, NotFound, type Diagnosis, type DiagnosisList } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { formatDateTime } from '../../../utils/format-time';
import { AI_TEXT } from '../texts';
import { openNewResult } from './diagnosis-link';
import { FindingItem } from './finding-item';
import { HistoryList } from './history-list';
import { usePrintView } from '../../../components/print-view/use-print-view';
import { ScoreBars, ScoreRing } from '../../../components/score/score-ring';
import styles from './diagnosis.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.diagnosis;
const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

function Result({ diagnosis, history }: { diagnosis: Diagnosis; history: DiagnosisList['list'] }): ReactElement {
  const [busy, setBusy] = useState(false);
  usePrintView('diagnosis');
  const again = async () => {
    setBusy(true);
    const next = await api.ai.diagnose();
    setBusy(false);
    if (!next.apiStatus) return void toast.error(next.msg);
    openNewResult(next.id);
  };
  const findings = [...diagnosis.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const linkable = diagnosis.source === 'resume';
  return (
    <>
      <section className={styles.summary} aria-labelledby="ai-result-title">
        <h1 id="ai-result-title" className={ui.title}>
          {T.result}
        </h1>
        <p className={ui.muted}>
          {formatDateTime(diagnosis.created_at)} · {linkable ? T.fromResume : T.fromFile}
        </p>
        <div className={styles.scores}>
          <ScoreRing score={diagnosis.score} label={T.total} unit={T.score(diagnosis.score)} />
          <ScoreBars items={T.dimensions.map((d) => ({ key: d.key, label: d.label, score: diagnosis.scores[d.key] }))} unit={T.score} />
        </div>
        <div className={ui.actions}>
          {linkable && (
            <button type="button" className={ui.primary} onClick={() => void again()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? T.starting : T.again}
            </button>
          )}
          <a className={ui.secondary} href="#/subApp/aiIntroduction">
            {T.back}
          </a>
          <button type="button" className={ui.secondary} onClick={() => window.print()}>
            {T.print}
          </button>
        </div>
      </section>
      <section className={ui.card} aria-labelledby="ai-findings-title">
        <h2 id="ai-findings-title" className={ui.cardTitle}>
          {`${T.findings}（${findings.length}）`}
        </h2>
        {findings.length === 0 ? (
          <p className={ui.muted}>{T.noFindings}</p>
        ) : (
          <ul className={styles.findings}>
            {findings.map((f, i) => (
              <FindingItem key={`${f.rule}-${f.entry_id}-${i}`} finding={f} linkable={linkable} />
            ))}
          </ul>
        )}
      </section>
      <section className={`${ui.card} ${ui.noPrint}`} aria-labelledby="ai-history-title">
        <h2 id="ai-history-title" className={ui.cardTitle}>
          {T.history}
        </h2>
        <HistoryList list={history} currentId={diagnosis.id} />
      </section>
    </>
  );
}

function ResultLoader(): ReactElement {
  // from the router, so a new diagnosis (a new id in the hash) loads on this same page
  const id = Number(useSearchParams()[0].get('id'));
  const state = useLoad(async () => {
    const [diagnosis, list] = await Promise.all([api.ai.diagnosis(id), api.ai.diagnosisList()]);
    if (!diagnosis.apiStatus) return diagnosis;
    return { apiStatus: true as const, diagnosis, history: list.apiStatus ? list.list : [] };
  }, `ai-diagnosis-${id}`);
  if (!Number.isInteger(id) || id <= 0) return <NotFound title={T.notFound} backTo={{ href: '#/subApp/aiIntroduction', label: T.back }} />;
  if (state.status === 'loading') return <Loading rows={8} />;
  if (state.status === 'failed') {
    if (state.code === AI_CODE.diagnosisNotFound) return <NotFound title={state.msg} backTo={{ href: '#/subApp/aiIntroduction', label: T.back }} />;
    return <LoadError message={state.msg} onRetry={state.reload} />;
  }
  return <Result diagnosis={state.data.diagnosis} history={state.data.history} />;
}

/** /subApp/diagnosticResult?id=&type=1: the score, sub-scores, findings with links to fix them, and the history. */
export function DiagnosisResultPage(): ReactElement {
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_open_ai" closedTitle={AI_MSG.notOpen} closedHint={AI_TEXT.notOpen.hint}>
        <StudentOnly what={AI_TEXT.what}>
          <ResultLoader />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
