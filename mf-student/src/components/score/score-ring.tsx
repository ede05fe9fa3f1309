import type { ReactElement } from 'react';
import styles from './score.module.css';

export type ScoreRingProps = {
  /** 0-100 */
  score: number;
  /** what the score is: 综合得分 */
  label: string;
  /** the score in words for assistive technology: 62分 */
  unit: string;
};

/** A score out of 100 as a ring, green from 80, amber from 60, red below (the AI tools' results). */
export function ScoreRing({ score, label, unit }: ScoreRingProps): ReactElement {
  const r = 52;
  const length = 2 * Math.PI * r;
  const tone = score >= 80 ? styles.good : score >= 60 ? styles.fair : styles.low;
  return (
    <figure className={styles.ring} aria-label={`${label} ${unit}`}>
      <svg viewBox="0 0 120 120" width="140" height="140" aria-hidden="true">
        <circle cx="60" cy="60" r={r} className={styles.ringTrack} />
        <circle cx="60" cy="60" r={r} className={`${styles.ringValue} ${tone}`} strokeDasharray={`${(length * score) / 100} ${length}`} transform="rotate(-90 60 60)" />
      </svg>
      <figcaption className={styles.ringText}>
        <span className={styles.ringScore}>{score}</span>
        <span className={styles.ringLabel}>{label}</span>
      </figcaption>
    </figure>
  );
}

export type ScoreBarsProps = { items: readonly { key: string; label: string; score: number }[]; unit: (n: number) => string };

/** Sub-scores as labelled bars. */
export function ScoreBars({ items, unit }: ScoreBarsProps): ReactElement {
  return (
    <ul className={styles.bars}>
      {items.map((d) => (
        <li key={d.key}>
          <span className={styles.barLabel}>{d.label}</span>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${d.score}%` }} />
          </span>
          <span className={styles.barValue}>{unit(d.score)}</span>
        </li>
      ))}
    </ul>
  );
}
