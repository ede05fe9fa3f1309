import type { ReactElement } from 'react';
import styles from './states.module.css';
import { UI_TEXT as T } from './texts';

export type NotFoundProps = {
  /** 职位不存在或已下线 */
  title: string;
  hint?: string;
  /** where the link leads (a hash route) and what it says */
  backTo?: { href: string; label: string };
};

/** A friendly page for an unknown or removed id: says so and offers a way back, never a crash. */
export function NotFound({ title, hint = T.notFoundHint, backTo = { href: '#/', label: T.backHome } }: NotFoundProps): ReactElement {
  return (
    <section className={`${styles.box} ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.hint}>{hint}</p>
      <a className={styles.button} href={backTo.href}>
        {backTo.label}
      </a>
    </section>
  );
}
