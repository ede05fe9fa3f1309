import { useEffect, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { browserNav, ConfirmDialog, toast, useLoad } from '@campus/shared-utils';
import { api, CAREER_CODE, CAREER_MSG, Loading, LoadError, NotFound, type InterviewSession } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { interviewHash } from '../links';
import { INTERVIEW_TEXT } from '../texts';
import { QuestionPanel } from './question-panel';
import styles from './room-page.module.css';

const T = INTERVIEW_TEXT.room;

/** Ends the interview and opens its report; a model's feedback is shown as it is written. */
async function finish(id: number, onDelta?: (text: string) => void): Promise<string> {
  const result = await api.career.finishInterview(id, onDelta);
  if (!result.apiStatus) return result.msg;
  browserNav.setHash(interviewHash.result(id));
  return '';
}

function Room({ start }: { start: InterviewSession }): ReactElement {
  const [session, setSession] = useState(start);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // a language model's feedback as it arrives, while the report is being made
  const [feedback, setFeedback] = useState('');
  const { current } = session;

  // every question answered but the report not made yet (the tab closed while it was being made)
  useEffect(() => {
    if (!start.current) void finish(start.id).then((failure) => failure && void toast.error(failure));
  }, [start]);

  const answer = async (text: string, secondsUsed: number) => {
    if (!current) return;
    setBusy(true);
    const answered = await api.career.answer({ id: session.id, index: current.index, answer: text, seconds_used: secondsUsed });
    if (!answered.apiStatus) {
      setBusy(false);
      return void toast.error(answered.msg);
    }
    if (answered.cut === 1) void toast.warning(CAREER_MSG.answerCut);
    if (answered.late === 1) void toast.info(T.late);
    if (!answered.session.current) {
      setSession(answered.session);
      const failure = await finish(session.id, (text) => setFeedback((f) => f + text));
      setBusy(false);
      if (failure) void toast.error(failure);
      return;
    }
    setSession(answered.session);
    setBusy(false);
  };

  return (
    <div className={styles.room}>
      <header className={styles.bar}>
        <span className={styles.brand}>{`AI模拟面试 · ${session.category}`}</span>
        <button type="button" className={styles.exit} onClick={() => setLeaving(true)}>
          {T.exit}
        </button>
      </header>
      <progress className={styles.progress} max={session.total} value={session.answered} aria-label={T.answered(session.answered, session.total)} />
      {current ? (
        <QuestionPanel key={current.index} question={current} total={session.total} busy={busy} onSubmit={(a, s) => void answer(a, s)} />
      ) : feedback ? (
        <section className={styles.question} aria-label={T.finishing} aria-live="polite">
          <p className={styles.meta}>{T.finishing}</p>
          <p className={styles.feedback}>{feedback}</p>
        </section>
      ) : (
        <Loading label={T.finishing} rows={3} />
      )}
      <ConfirmDialog open={leaving} title={T.exitTitle} body={T.exitBody} onCancel={() => setLeaving(false)} onConfirm={() => browserNav.setHash(interviewHash.intro)} />
    </div>
  );
}

function ToResult({ id }: { id: number }): ReactElement {
  useEffect(() => browserNav.setHash(interviewHash.result(id)), [id]);
  return <Loading label={T.finished} rows={2} />;
}

function RoomLoader(): ReactElement {
  const id = Number(useSearchParams()[0].get('id'));
  const state = useLoad(() => api.career.interview(id), `ai-interview-${id}`);
  if (!Number.isInteger(id) || id <= 0) return <NotFound title={CAREER_MSG.interviewNotFound} backTo={{ href: interviewHash.intro, label: INTERVIEW_TEXT.result.back }} />;
  if (state.status === 'loading') return <Loading rows={4} />;
  if (state.status === 'failed') {
    if (state.code === CAREER_CODE.interviewNotFound) return <NotFound title={state.msg} backTo={{ href: interviewHash.intro, label: INTERVIEW_TEXT.result.back }} />;
    return <LoadError message={state.msg} onRetry={state.reload} />;
  }
  // a finished interview (another tab ended it) opens its report
  if (state.data.status === 'finished') return <ToResult id={id} />;
  return <Room start={state.data} />;
}

/** /subApp/interviewRoom?id=: the interview itself, one question at a time; a reload resumes where it stopped. */
export function InterviewRoomPage(): ReactElement {
  return (
    <div className={styles.page}>
      <SiteFeatureGate flag="is_ai_interview" closedTitle={CAREER_MSG.interviewNotOpen} closedHint={INTERVIEW_TEXT.notOpenHint}>
        <StudentOnly what={INTERVIEW_TEXT.what}>
          <RoomLoader />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
