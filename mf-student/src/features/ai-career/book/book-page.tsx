import { type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@campus/shared-utils';
import { api, CAREER_CODE, CAREER_MSG, Loading, LoadError, NotFound, type CareerBook } from '@campus/shared-utils/student';
import { usePrintView } from '../../../components/print-view/use-print-view';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { formatDate } from '../../../utils/format-time';
import { useCreateBook } from '../assessment/result-view';
import { careerHash } from '../links';
import { CAREER_TEXT } from '../texts';
import styles from './book-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = CAREER_TEXT.book;

function Book({ book }: { book: CareerBook }): ReactElement {
  const again = useCreateBook();
  usePrintView('career-book');
  return (
    <article className={styles.book} aria-labelledby="career-book-title">
      <div className={styles.toolbar}>
        <button type="button" className={ui.primary} onClick={() => window.print()}>
          {T.print}
        </button>
        <button type="button" className={ui.secondary} onClick={() => void again.create()} disabled={again.busy} aria-busy={again.busy || undefined}>
          {again.busy ? CAREER_TEXT.intro.creating : T.regenerate}
        </button>
      </div>
      <section className={`${styles.sheet} ${styles.cover}`}>
        <p className={styles.coverKicker}>{T.title}</p>
        <h1 id="career-book-title" className={styles.coverTitle}>
          {T.cover(book.student_name)}
        </h1>
        <p className={styles.coverCode}>{T.code(book.riasec_code)}</p>
        <p className={ui.muted}>{T.madeAt(formatDate(book.created_at))}</p>
        {book.source === 'model' && <p className={ui.muted}>{T.byModel}</p>}
      </section>
      <section className={styles.sheet} aria-labelledby="career-self">
        <h2 id="career-self" className={styles.sheetTitle}>
          {T.self}
        </h2>
        {book.self_analysis.map((p, i) => (
          <p key={i} className={styles.paragraph}>
            {p}
          </p>
        ))}
      </section>
      <section className={styles.sheet} aria-labelledby="career-targets">
        <h2 id="career-targets" className={styles.sheetTitle}>
          {T.targets}
        </h2>
        {book.targets.map((t) => (
          <div key={t.role} className={styles.target}>
            <h3 className={styles.targetTitle}>{`${t.role}（${t.riasec_code}）`}</h3>
            <p className={styles.paragraph}>{`${T.why}：${t.why}`}</p>
            <p className={styles.paragraph}>{`${T.have}：${t.have.join('、') || '—'}`}</p>
            <p className={styles.paragraph}>{`${T.missing}：${t.missing.join('、') || '—'}`}</p>
          </div>
        ))}
      </section>
      <section className={styles.sheet} aria-labelledby="career-plan">
        <h2 id="career-plan" className={styles.sheetTitle}>
          {book.plan_kind === 'job_search' ? T.jobPlan : T.plan}
        </h2>
        {book.plan.map((term) => (
          <div key={term.term} className={styles.term}>
            <h3 className={styles.targetTitle}>{term.term}</h3>
            <ul className={styles.termActions}>
              {term.actions.map((a, i) => (
                <li key={i}>
                  <span className={styles.kind}>{T.kinds[a.kind]}</span>
                  {a.link ? <a href={a.link}>{a.text}</a> : a.text}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section className={styles.sheet} aria-labelledby="career-positions">
        <h2 id="career-positions" className={styles.sheetTitle}>
          {T.positions}
        </h2>
        {book.positions.length === 0 ? (
          <p className={ui.muted}>{T.noPositions}</p>
        ) : (
          <ul className={styles.list}>
            {book.positions.map((p) => (
              <li key={p.id}>
                <a href={`#/job?id=${p.id}`}>{p.title}</a>
                <span className={ui.muted}>{`${p.company.company_name} · ${p.city} · ${p.salary_str}`}</span>
              </li>
            ))}
          </ul>
        )}
        <h2 className={styles.sheetTitle}>{T.fairs}</h2>
        {book.fairs.length === 0 ? (
          <p className={ui.muted}>{T.noFairs}</p>
        ) : (
          <ul className={styles.list}>
            {book.fairs.map((f) => (
              <li key={f.id}>
                <a href={`#/jobFair?id=${f.id}`}>{f.title}</a>
                <span className={ui.muted}>{`${formatDate(f.start_time)} · ${f.place}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function BookLoader(): ReactElement {
  const id = Number(useSearchParams()[0].get('id'));
  const state = useLoad(() => api.career.book(id), `ai-career-book-${id}`);
  const back = { href: careerHash.intro, label: T.back };
  if (!Number.isInteger(id) || id <= 0) return <NotFound title={CAREER_MSG.bookNotFound} backTo={back} />;
  if (state.status === 'loading') return <Loading rows={8} />;
  if (state.status === 'failed') {
    if (state.code === CAREER_CODE.bookNotFound) return <NotFound title={state.msg} backTo={back} />;
    return <LoadError message={state.msg} onRetry={state.reload} />;
  }
  return <Book book={state.data} />;
}

/** /subApp/aiCareerPlanningBookResult?id=&type=1: the book, page by page, printable as an A4 PDF. */
export function CareerBookPage(): ReactElement {
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_ai_career_planning" closedTitle={CAREER_MSG.careerNotOpen} closedHint={CAREER_TEXT.notOpenHint}>
        <StudentOnly what={CAREER_TEXT.what}>
          <BookLoader />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
