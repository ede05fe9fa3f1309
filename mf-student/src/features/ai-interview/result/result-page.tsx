import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@campus/shared-utils';
import { api, CAREER_CODE, CAREER_MSG, Loading, LoadError, NotFound, type InterviewResult } from '@campus/shared-utils/student';
import { usePrintView } from '../../../components/print-view/use-print-view';
import { ScoreBars, ScoreRing } from '../../../components/score/score-ring';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { formatDateTime } from '../../../utils/format-time';
import { interviewHash } from '../links';
import { INTERVIEW_TEXT } from '../texts';
import styles from './result-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = INTERVIEW_TEXT.result;

function Report({ result }: { result: InterviewResult }): ReactElement {
  usePrintView('interview');
  const kind = INTERVIEW_TEXT.intro.kinds.find((k) => k.value === result.kind)?.label ?? '';
  return (
    <>
      <section className={ui.card} aria-labelledby="interview-report-title">
        <h1 id="interview-report-title" className={ui.title}>
          {T.title}
        </h1>
        <p className={ui.muted}>{`${result.category} · ${kind} · ${formatDateTime(result.finished_at)}`}</p>
        <div className={styles.scores}>
          <ScoreRing score={result.score} label={T.total} unit={T.score(result.score)} />
          <ScoreBars items={result.dimensions} unit={T.score} />
        </div>
        {result.feedback && <p className={styles.feedback}>{result.feedback}</p>}
        {result.source === 'model' && <p className={ui.muted}>{T.byModel}</p>}
        <div className={ui.actions}>
          <a className={ui.primary} href={interviewHash.intro}>
            {T.again}
          </a>
          <button type="button" className={ui.secondary} onClick={() => window.print()}>
            {T.print}
          </button>
        </div>
      </section>
      <section className={ui.card} aria-labelledby="interview-dimensions-title">
        <h2 id="interview-dimensions-title" className={ui.cardTitle}>
          {T.dimensions}
        </h2>
        <dl className={styles.dimensions}>
          {result.dimensions.map((d) => (
            <div key={d.key}>
              <dt>{`${d.label} ${T.score(d.score)}`}</dt>
              <dd>{d.explanation}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={ui.card} aria-labelledby="interview-questions-title">
        <h2 id="interview-questions-title" className={ui.cardTitle}>
          {T.questions}
        </h2>
        <ol className={styles.questions}>
          {result.questions.map((q) => (
            <li key={q.index} className={styles.question} aria-label={`${q.label} ${q.text}`}>
              <p className={styles.questionHead}>
                <span className={q.follow_up === 1 ? styles.tag : styles.number}>{q.label}</span>
                <strong>{q.text}</strong>
                <span className={styles.questionScore}>{T.score(q.score)}</span>
                {q.late === 1 && <span className={styles.late}>{T.late}</span>}
              </p>
              <div className={styles.compare}>
                <div>
                  <h3 className={styles.label}>{T.yourAnswer}</h3>
                  <p className={styles.answer}>{q.answer || T.empty}</p>
                </div>
                <div>
                  <h3 className={styles.label}>{T.sample}</h3>
                  <p className={styles.answer}>{q.sample_answer}</p>
                </div>
              </div>
              {q.covered.length > 0 && <p className={styles.line}>{`${T.covered}：${q.covered.join('、')}`}</p>}
              {q.missing.length > 0 && <p className={styles.line}>{`${T.missing}：${q.missing.join('、')}`}</p>}
              {q.notes.length > 0 && <p className={styles.line}>{`${T.notes}：${q.notes.join('；')}`}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function ReportLoader(): ReactElement {
  const id = Number(useSearchParams()[0].get('id'));
  const state = useLoad(() => api.career.interviewResult(id), `ai-interview-result-${id}`);
  const back = { href: interviewHash.intro, label: T.back };
  if (!Number.isInteger(id) || id <= 0) return <NotFound title={T.notFound} backTo={back} />;
  if (state.status === 'loading') return <Loading rows={8} />;
  if (state.status === 'failed') {
    if (state.code === CAREER_CODE.interviewNotFound) return <NotFound title={state.msg} backTo={back} />;
    return <LoadError message={state.msg} onRetry={state.reload} />;
  }
  return <Report result={state.data} />;
}

/** /subApp/aiInterviewResult?id=: the score, five dimensions explained, and each answer beside a stronger one. Printable. */
export function InterviewResultPage(): ReactElement {
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_ai_interview" closedTitle={CAREER_MSG.interviewNotOpen} closedHint={INTERVIEW_TEXT.notOpenHint}>
        <StudentOnly what={INTERVIEW_TEXT.what}>
          <ReportLoader />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
