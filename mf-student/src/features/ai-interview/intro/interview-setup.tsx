import { useState, type FormEvent, type ReactElement } from 'react';
import { auth$, browserNav, useLoad, useStudentAction } from '@campus/shared-utils';
import { api, CAREER_LIMITS, type InterviewStartInput } from '@campus/shared-utils/student';
import { interviewHash } from '../links';
import { INTERVIEW_TEXT } from '../texts';
import styles from './intro-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = INTERVIEW_TEXT.intro;

/** The site's job categories, and the student's first intended one to start from. */
function useChoices() {
  return useLoad(async () => {
    const options = await api.jobs.filterOptions();
    if (!options.apiStatus) return options;
    const intention = auth$.getValue().state === 1 ? await api.resume.getPositionIntention() : null;
    const categories = options.categories.map((c) => c.label);
    const wanted = intention?.apiStatus ? intention.categories.find((c) => categories.includes(c)) : undefined;
    return { apiStatus: true as const, categories, preferred: wanted ?? categories[0] ?? '' };
  }, 'ai-interview-choices');
}

/** Target job, kind, number of questions and time per answer; 开始面试 needs a student (a visitor logs in, then comes back). */
export function InterviewSetup(): ReactElement {
  const choices = useChoices();
  const asStudent = useStudentAction(3);
  const [picked, setPicked] = useState<Partial<InterviewStartInput>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  if (choices.status !== 'ready') return <section className={ui.card} aria-busy="true" aria-label={T.setup} />;
  const input: InterviewStartInput = {
    category: picked.category ?? choices.data.preferred,
    kind: picked.kind ?? 1,
    count: picked.count ?? CAREER_LIMITS.questionCounts[0]!,
    seconds: picked.seconds ?? CAREER_LIMITS.answerSeconds[2]!,
  };
  const start = async () => {
    setBusy(true);
    setFailure('');
    const session = await api.career.startInterview(input);
    setBusy(false);
    if (!session.apiStatus) return setFailure(session.msg);
    browserNav.setHash(interviewHash.room(session.id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    asStudent(() => void start());
  };
  return (
    <form className={ui.card} onSubmit={submit} aria-labelledby="interview-setup-title">
      <h2 id="interview-setup-title" className={ui.cardTitle}>
        {T.setup}
      </h2>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{T.category}</span>
          <select value={input.category} onChange={(e) => setPicked({ ...picked, category: e.target.value })}>
            {choices.data.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.kinds}>
          <legend>{T.kind}</legend>
          {T.kinds.map((k) => (
            <label key={k.value} className={styles.kind}>
              <input type="radio" name="kind" checked={input.kind === k.value} onChange={() => setPicked({ ...picked, kind: k.value })} />
              <strong>{k.label}</strong>
              <span className={ui.muted}>{k.hint}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>{T.count}</span>
          <select value={input.count} onChange={(e) => setPicked({ ...picked, count: Number(e.target.value) })}>
            {CAREER_LIMITS.questionCounts.map((n) => (
              <option key={n} value={n}>
                {T.countOption(n)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{T.seconds}</span>
          <select value={input.seconds} onChange={(e) => setPicked({ ...picked, seconds: Number(e.target.value) })}>
            {CAREER_LIMITS.answerSeconds.map((n) => (
              <option key={n} value={n}>
                {T.secondsOption(n)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failure && (
        <p className={ui.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={ui.primary} disabled={busy || !input.category} aria-busy={busy || undefined}>
        {busy ? T.starting : T.start}
      </button>
    </form>
  );
}
