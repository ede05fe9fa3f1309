import type { ReactElement } from 'react';
import { Section } from '../../../components/section';
import styles from './config-home.module.css';

export type StatsStripProps = { title: string; stats: { value: string; label: string }[] };

/** The statistics strip: the first 4 value/label pairs (spec §2). */
export function StatsStrip({ title, stats }: StatsStripProps): ReactElement | null {
  const shown = stats.slice(0, 4);
  if (shown.length === 0) return null;
  return (
    <Section title={title}>
      <dl className={styles.stats}>
        {shown.map((s) => (
          <div key={`${s.label}-${s.value}`} className={styles.stat}>
            <dt className={styles.statLabel}>{s.label}</dt>
            <dd className={styles.statValue}>{s.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
