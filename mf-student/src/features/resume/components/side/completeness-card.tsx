import type { ReactElement } from 'react';
import type { Completeness, ResumeSectionKey } from '@campus/shared-utils/student';
import styles from './side.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.completeness;

export type CompletenessCardProps = { completeness: Completeness };

/** The anchor of each section of the resume page (SectionCard ids). */
export const sectionAnchor = (section: ResumeSectionKey): string => `resume-${section}`;

/** Scrolls to a section and moves the focus there, so keyboard users land where they were sent. */
function goTo(section: ResumeSectionKey): void {
  const target = document.getElementById(sectionAnchor(section));
  if (!target) return;
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The completeness score, the parts still missing, and a link to each. */
export function CompletenessCard({ completeness }: CompletenessCardProps): ReactElement {
  const { score, missing } = completeness;
  const tone = score >= 80 ? styles.good : score >= 50 ? styles.fair : styles.low;
  return (
    <section className={styles.card} aria-labelledby="resume-score-title">
      <h2 id="resume-score-title" className={styles.cardTitle}>
        {T.title}
      </h2>
      <p className={`${styles.score} ${tone}`} aria-live="polite">
        <span className={styles.scoreValue}>{score}</span>
        <span className={styles.scoreUnit}>%</span>
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span className={`${styles.barFill} ${tone}`} style={{ width: `${score}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className={styles.note}>{T.done}</p>
      ) : (
        <>
          <p className={styles.note}>{T.todo}</p>
          <ul className={styles.missing} aria-label={T.missing}>
            {missing.map((part) => (
              <li key={part.key}>
                <button type="button" className={styles.missingLink} onClick={() => goTo(part.section)} aria-label={T.complete(part.label)}>
                  <span>{part.label}</span>
                  {/* the share is drawn from data-weight: as text it would follow the visible label, which the name (去完善…) must hold (WCAG 2.5.3) */}
                  <span className={styles.weight} data-weight={`+${part.weight}%`} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
