import { useState, type ReactElement } from 'react';
import { browserNav, loadStudentInfo, toast, useLoad } from '@campus/shared-utils';
import { api, type AssessmentResult } from '@campus/shared-utils/student';
import { ScoreBars } from '../../../components/score/score-ring';
import { careerHash } from '../links';
import { CAREER_TEXT, RIASEC_ORDER } from '../texts';
import { RadarChart } from './radar-chart';
import styles from './assessment.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = CAREER_TEXT.result;

/** Writes a career book from the latest result and opens it (the header's entry then opens it too). */
export function useCreateBook(): { create: () => Promise<void>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    const book = await api.career.createBook();
    setBusy(false);
    if (!book.apiStatus) return void toast.error(book.msg);
    void loadStudentInfo();
    browserNav.setHash(careerHash.book(book.id));
  };
  return { create, busy };
}

/** The site's category values by label, for links into the position list. */
function useCategoryValues(): Map<string, string> {
  const options = useLoad(() => api.jobs.filterOptions(), 'job-filter-options');
  return new Map(options.status === 'ready' ? options.data.categories.map((c) => [c.label, c.value]) : []);
}

/** The assessment's result: the three-letter code, a radar of the six types, what they mean, values, abilities and matching occupations. */
export function ResultView({ result }: { result: AssessmentResult }): ReactElement {
  const values = useCategoryValues();
  const book = useCreateBook();
  const named = new Map(result.types.map((t) => [t.key, t]));
  const axes = RIASEC_ORDER.map((key) => ({ key, label: `${named.get(key)?.name ?? key}(${key})`, score: result.scores[key] }));
  const top = result.riasec_code.split('');
  // the code's three types first, in its order, then the others by score
  const rank = (key: string) => (top.includes(key) ? top.indexOf(key) : top.length);
  return (
    <>
      <section className={ui.card} aria-labelledby="assessment-result-title">
        <h1 id="assessment-result-title" className={ui.title}>
          {T.title}
        </h1>
        <div className={styles.summary}>
          <div>
            <p className={ui.muted}>{T.code}</p>
            <p className={styles.code} aria-label={`${T.code} ${result.riasec_code}`}>
              {result.riasec_code}
            </p>
            <p className={ui.muted}>{top.map((k) => named.get(k as (typeof RIASEC_ORDER)[number])?.name ?? k).join(' · ')}</p>
            {result.flat?.interest === 1 && <p>{T.flatInterest}</p>}
          </div>
          <RadarChart axes={axes} title={T.radar} />
        </div>
        <div className={ui.actions}>
          <button type="button" className={ui.primary} onClick={() => void book.create()} disabled={book.busy} aria-busy={book.busy || undefined}>
            {book.busy ? T.creating : T.create}
          </button>
          <a className={ui.secondary} href={careerHash.retake}>
            {T.retake}
          </a>
        </div>
      </section>
      <section className={ui.card} aria-labelledby="assessment-types-title">
        <h2 id="assessment-types-title" className={ui.cardTitle}>
          {T.types}
        </h2>
        <dl className={styles.types}>
          {[...result.types].sort((a, b) => rank(a.key) - rank(b.key) || b.score - a.score).map((t) => (
            <div key={t.key} className={top.includes(t.key) ? styles.topType : undefined}>
              <dt>{`${t.name}（${t.key}）${T.score(t.score)}`}</dt>
              <dd>{t.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={styles.twoColumns}>
        <section className={ui.card} aria-labelledby="assessment-values-title">
          <h2 id="assessment-values-title" className={ui.cardTitle}>
            {T.values}
          </h2>
          {result.flat?.values === 1 && <p className={ui.muted}>{T.flatValues}</p>}
          <ScoreBars items={result.values} unit={T.score} />
        </section>
        <section className={ui.card} aria-labelledby="assessment-abilities-title">
          <h2 id="assessment-abilities-title" className={ui.cardTitle}>
            {T.abilities}
          </h2>
          {result.flat?.abilities === 1 && <p className={ui.muted}>{T.flatAbilities}</p>}
          <ScoreBars items={result.abilities} unit={T.score} />
        </section>
      </div>
      <section className={ui.card} aria-labelledby="assessment-occupations-title">
        <h2 id="assessment-occupations-title" className={ui.cardTitle}>
          {T.occupations}
        </h2>
        <ul className={styles.occupations}>
          {result.occupations.map((o) => (
            <li key={o.name} className={styles.occupation} aria-label={o.name}>
              <p className={styles.occupationHead}>
                <strong>{o.name}</strong>
                <span className={styles.occupationCode}>{o.riasec_code}</span>
                <span className={ui.muted}>{T.match(o.match)}</span>
              </p>
              <p className={ui.muted}>{o.description}</p>
              <p className={styles.links}>
                {o.categories.map((c) => (
                  <a key={c} href={`#/subApp/positionList?value=${encodeURIComponent(values.get(c) ?? c)}&label=${encodeURIComponent(c)}`}>
                    {c}
                  </a>
                ))}
                <span className={ui.muted}>{o.positions > 0 ? T.positions(o.positions) : T.noPositions}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
