import { useId, type ReactElement } from 'react';
import type { DiagnosisFinding } from '@campus/shared-utils/student';
import { AI_TEXT } from '../texts';
import styles from './diagnosis.module.css';

const T = AI_TEXT.diagnosis;

/** Where a finding is fixed: the resume page with that section (and entry) open for editing. */
export const fixHash = (f: DiagnosisFinding): string => `#/resume?edit=${f.section}${f.entry_id ? `&entry=${f.entry_id}` : ''}`;

export type FindingItemProps = { finding: DiagnosisFinding; linkable: boolean };

/**
 * One finding: what was found, why it matters, the student's own sentence it is about, a suggestion, the
 * rewrite built from that sentence (【请补充：…】 where a fact is missing), and a link to the section it is in.
 */
export function FindingItem({ finding, linkable }: FindingItemProps): ReactElement {
  const section = AI_TEXT.draft.sections[finding.section];
  const id = useId();
  return (
    <li className={`${styles.finding} ${styles[finding.severity]}`}>
      <p className={styles.findingHead}>
        <span className={styles.severity}>{T.severity[finding.severity]}</span>
        <span className={styles.section}>{section}</span>
        <strong className={styles.found}>{finding.found}</strong>
      </p>
      <p className={styles.line}>
        <span className={styles.lineLabel}>{T.why}</span>
        {finding.why}
      </p>
      {finding.quote && (
        <figure className={styles.quote} aria-labelledby={`${id}-quote`}>
          <figcaption id={`${id}-quote`} className={styles.lineLabel}>
            {T.quote}
          </figcaption>
          <blockquote>{finding.quote}</blockquote>
        </figure>
      )}
      {finding.suggestion && (
        <p className={styles.line}>
          <span className={styles.lineLabel}>{T.suggestion}</span>
          {finding.suggestion}
        </p>
      )}
      {finding.rewrite && (
        <figure className={styles.rewrite} aria-labelledby={`${id}-rewrite`}>
          <figcaption id={`${id}-rewrite`} className={styles.lineLabel}>
            {T.rewrite}
          </figcaption>
          <p>{finding.rewrite}</p>
        </figure>
      )}
      {linkable && (
        <a className={styles.fix} href={fixHash(finding)}>
          {T.fix(section)}
        </a>
      )}
    </li>
  );
}
