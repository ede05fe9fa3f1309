import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './section.module.css';

export type SectionProps = { title: string; extra?: ReactNode; children: ReactNode; className?: string };

/** A home block: a titled region (h2) with an optional link or control on the right. */
export function Section({ title, extra, children, className }: SectionProps): ReactElement {
  const id = useId();
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
