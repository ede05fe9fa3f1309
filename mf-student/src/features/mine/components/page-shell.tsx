import type { ReactElement, ReactNode } from 'react';
import styles from './page-shell.module.css';

export type PageShellProps = { title: string; intro?: ReactNode; aside?: ReactNode; children: ReactNode };

/** The frame of the student's own pages: a heading, an optional line under it, the content. */
export function PageShell({ title, intro, aside, children }: PageShellProps): ReactElement {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {aside}
      </header>
      {children}
    </div>
  );
}
