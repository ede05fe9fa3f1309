import { useEffect, useRef, useState, type ReactElement } from 'react';
import { toast } from '@campus/shared-utils';
import { api, type AssessmentQuestions } from '@campus/shared-utils/student';
import { CAREER_TEXT } from '../texts';
import styles from './assessment.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = CAREER_TEXT.assessment;
const PAGE_SIZE = 12;
const SAVE_DELAY_MS = 600;

export type QuestionnaireProps = {
  questions: AssessmentQuestions;
  /** the result's id once the final answers were taken */
  onDone: (resultId: number) => void;
};

/**
 * The assessment, a page of items at a time on the five-point scale. Answers are saved as the student goes
 * (a moment after the last click), so a reload or another day continues where they stopped.
 */
export function Questionnaire({ questions, onDone }: QuestionnaireProps): ReactElement {
  const { items, scale } = questions;
  const [answers, setAnswers] = useState(() => new Map(questions.saved.map((s) => [s.id, s.value])));
  const [page, setPage] = useState(() => Math.floor(Math.min(questions.saved.length, items.length - 1) / PAGE_SIZE));
  const [busy, setBusy] = useState(false);
  const pending = useRef<number | undefined>(undefined);
  const pages = Math.ceil(items.length / PAGE_SIZE);
  const shown = items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const list = (m: Map<string, number>) => [...m].map(([id, value]) => ({ id, value }));

  useEffect(() => () => window.clearTimeout(pending.current), []);

  const pick = (id: string, value: number) => {
    const next = new Map(answers).set(id, value);
    setAnswers(next);
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => void api.career.submitAssessment({ answers: list(next), final: 0 }), SAVE_DELAY_MS);
  };

  const submit = async () => {
    const missing = items.filter((i) => !answers.has(i.id));
    if (missing.length > 0) {
      setPage(Math.floor(items.indexOf(missing[0]!) / PAGE_SIZE));
      return void toast.warning(T.unanswered(missing.length));
    }
    window.clearTimeout(pending.current);
    setBusy(true);
    const saved = await api.career.submitAssessment({ answers: list(answers), final: 1 });
    setBusy(false);
    if (!saved.apiStatus) return void toast.error(saved.msg);
    if (saved.result_id > 0) onDone(saved.result_id);
  };

  const turn = (to: number) => {
    setPage(to);
    document.getElementById('assessment-title')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section className={ui.card} aria-labelledby="assessment-title">
      <h1 id="assessment-title" className={ui.title}>
        {T.title}
      </h1>
      <p className={ui.muted} aria-live="polite">
        {`${T.progress(answers.size, items.length)} · ${T.page(page + 1, pages)}`}
      </p>
      <progress className={styles.progress} max={items.length} value={answers.size} aria-hidden="true" />
      <ol className={styles.items} start={page * PAGE_SIZE + 1}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item}>
            <fieldset className={styles.itemSet}>
              <legend className={styles.itemText}>
                <span className={styles.part}>{T.parts[item.part]}</span>
                {item.text}
              </legend>
              <div className={styles.scale}>
                {scale.map((s) => (
                  <label key={s.value} className={answers.get(item.id) === s.value ? `${styles.choice} ${styles.chosen}` : styles.choice}>
                    <input type="radio" name={item.id} value={s.value} checked={answers.get(item.id) === s.value} onChange={() => pick(item.id, s.value)} />
                    {s.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={ui.actions}>
        <button type="button" className={ui.secondary} onClick={() => turn(page - 1)} disabled={page === 0}>
          {T.prev}
        </button>
        {page < pages - 1 ? (
          <button type="button" className={ui.primary} onClick={() => turn(page + 1)}>
            {T.next}
          </button>
        ) : (
          <button type="button" className={ui.primary} onClick={() => void submit()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? T.submitting : T.submit}
          </button>
        )}
      </div>
    </section>
  );
}
