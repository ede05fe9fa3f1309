import { useNavigate } from 'react-router-dom';
import type { ReactElement } from 'react';
import { auth$, useLoad, useStream, useStudentAction } from '@campus/shared-utils';
import { api, CAREER_MSG } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { formatDateTime } from '../../../utils/format-time';
import { useCreateBook } from '../assessment/result-view';
import { careerHash } from '../links';
import { CAREER_TEXT } from '../texts';
import styles from '../book/book-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = CAREER_TEXT.intro;

/** Where the student stands: the assessment's progress or code, and the books written so far. */
function useProgress() {
  return useLoad(async () => {
    const [questions, result, books] = await Promise.all([api.career.assessmentQuestions(), api.career.assessmentResult(), api.career.books()]);
    if (!questions.apiStatus) return questions;
    return {
      apiStatus: true as const,
      answered: questions.saved.length,
      total: questions.items.length,
      riasec: result.apiStatus ? result.riasec_code : '',
      books: books.apiStatus ? books.list : [],
    };
  }, 'ai-career-progress');
}

function StudentSteps(): ReactElement {
  const progress = useProgress();
  const book = useCreateBook();
  if (progress.status !== 'ready') return <section className={ui.card} aria-busy="true" aria-label={T.step1} />;
  const { answered, total, riasec: code, books } = progress.data;
  return (
    <>
      <section className={ui.card} aria-labelledby="career-step1">
        <h2 id="career-step1" className={ui.cardTitle}>
          {T.step1}
        </h2>
        <p className={ui.muted}>{code ? T.done(code) : T.step1Hint}</p>
        <a className={code ? ui.secondary : ui.primary} href={careerHash.assessment}>
          {code ? T.view : answered > 0 ? T.resume(answered, total) : T.start}
        </a>
      </section>
      <section className={ui.card} aria-labelledby="career-step2">
        <h2 id="career-step2" className={ui.cardTitle}>
          {T.step2}
        </h2>
        <p className={ui.muted}>{code ? T.step2Hint : CAREER_MSG.needsAssessment}</p>
        <button type="button" className={ui.primary} onClick={() => void book.create()} disabled={!code || book.busy} aria-busy={book.busy || undefined}>
          {book.busy ? T.creating : T.create}
        </button>
      </section>
      <section className={ui.card} aria-labelledby="career-books">
        <h2 id="career-books" className={ui.cardTitle}>
          {T.books}
        </h2>
        {books.length === 0 ? (
          <p className={ui.muted}>{T.noBooks}</p>
        ) : (
          <ol className={styles.list}>
            {books.map((b) => (
              <li key={b.id}>
                <span>{`${b.riasec_code} · ${formatDateTime(b.created_at)}`}</span>
                <a href={careerHash.book(b.id)}>{T.open}</a>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** /subApp/aiCareerPlanningBookIntroduce: the assessment first, then the book; a visitor logs in to begin. */
export function CareerIntroPage(): ReactElement {
  const { state } = useStream(auth$);
  const asStudent = useStudentAction(3);
  const navigate = useNavigate();
  // once logged in, the assessment opens: the press that asked for the login is not asked for again
  const start = () => asStudent(() => void navigate(careerHash.assessment.slice(1)));
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_ai_career_planning" closedTitle={CAREER_MSG.careerNotOpen} closedHint={CAREER_TEXT.notOpenHint}>
        <header className={ui.hero}>
          <h1 className={ui.title}>{T.title}</h1>
          <p className={ui.lead}>{T.lead}</p>
          {state !== 1 && (
            <button type="button" className={ui.primary} onClick={start}>
              {T.start}
            </button>
          )}
        </header>
        {state === 1 && <StudentSteps />}
      </SiteFeatureGate>
    </div>
  );
}
