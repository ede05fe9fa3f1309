import type { ReactElement } from 'react';
import { AI_LIMITS, RESUME_MSG } from '@campus/shared-utils/student';
import { AI_TEXT } from '../texts';
import { shown, type FieldSpec } from './draft-sections';
import styles from './draft-page.module.css';

const T = AI_TEXT.draft;

export type FieldListProps = {
  fields: readonly FieldSpec[];
  value: Record<string, unknown>;
  confidence: Record<string, number>;
  /** a file's draft marks what was not found; a written one shows only what it has */
  showMissing: boolean;
};

/** The fields of a draft part as text, each one the engine was unsure of marked 待核对. */
export function FieldList({ fields, value, confidence, showMissing }: FieldListProps): ReactElement {
  return (
    <dl className={styles.fields}>
      {fields.map((f) => {
        const text = shown(f, value[f.key]);
        if (!text && !showMissing) return null;
        const unsure = text !== '' && (confidence[f.key] ?? 1) < AI_LIMITS.sureConfidence;
        return (
          <div key={f.key} className={`${styles.field} ${f.kind === 'textarea' ? styles.wideField : ''} ${unsure ? styles.unsure : ''}`}>
            <dt className={styles.fieldLabel}>
              {f.label}
              {unsure && <span className={styles.badge}>{T.unsure}</span>}
            </dt>
            <dd className={text ? styles.fieldValue : styles.missing}>{text || (f.key === 'end_date' ? RESUME_MSG.untilNow : T.empty)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** How many shown fields of a part the engine was unsure of. */
export function unsureCount(value: Record<string, unknown>, confidence: Record<string, number>): number {
  return Object.keys(confidence).filter((k) => {
    const v = value[k];
    return (typeof v === 'string' ? v.trim() !== '' : Boolean(v)) && (confidence[k] ?? 1) < AI_LIMITS.sureConfidence;
  }).length;
}
