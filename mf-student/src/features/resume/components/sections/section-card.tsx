import type { ReactNode, ReactElement } from 'react';
import styles from './sections.module.css';

export type SectionCardProps = {
  /** the anchor the completeness links scroll to: resume-<key> */
  anchor: string;
  title: string;
  /** e.g. the add button */
  action?: ReactNode;
  children: ReactNode;
};

/** One section of the resume page: a titled card the completeness links can scroll to. */
export function SectionCard({ anchor, title, action, children }: SectionCardProps): ReactElement {
  const headingId = `${anchor}-title`;
  return (
    <section id={anchor} className={styles.card} aria-labelledby={headingId} tabIndex={-1}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
