import type { ReactElement } from 'react';
import type { FairLabel } from '@campus/shared-utils/student';
import styles from './companies.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type LabelChipsProps = { labels: readonly FairLabel[]; value: number; onChange: (labelId: number) => void };

/** The fair's labels as toggle chips: 全部 and the industries, then the halls in their own group. */
export function LabelChips({ labels, value, onChange }: LabelChipsProps): ReactElement {
  const industries = labels.filter((l) => l.kind === 'industry');
  const halls = labels.filter((l) => l.kind === 'hall');
  const chip = (l: FairLabel): ReactElement => (
    <button key={l.id} type="button" className={styles.chip} aria-pressed={value === l.id} onClick={() => onChange(l.id)}>
      {l.name}
      <span className={styles.chipCount}> {l.company_count}</span>
    </button>
  );
  return (
    <div className={styles.labels} role="group" aria-label={T.list.labels}>
      <div className={styles.chips} role="group" aria-label={T.list.industries}>
        <span className={styles.chipsLabel} aria-hidden="true">
          {T.list.industries}
        </span>
        <button type="button" className={styles.chip} aria-pressed={value === 0} onClick={() => onChange(0)}>
          {T.list.all}
        </button>
        {industries.map(chip)}
      </div>
      {halls.length > 0 && (
        <div className={styles.chips} role="group" aria-label={T.list.halls}>
          <span className={styles.chipsLabel} aria-hidden="true">
            {T.list.halls}
          </span>
          {halls.map(chip)}
        </div>
      )}
    </div>
  );
}
