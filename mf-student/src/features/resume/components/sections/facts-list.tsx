import type { ReactElement } from 'react';
import styles from './sections.module.css';

export type FactsListProps = { facts: readonly { label: string; value: string }[] };

/** Label / value pairs of a record; empty values are left out. */
export function FactsList({ facts }: FactsListProps): ReactElement {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((f) => f.value.trim() !== '')
        .map((f) => (
          <div key={f.label} className={styles.fact}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
    </dl>
  );
}
