import type { ReactElement, ReactNode } from 'react';
import styles from './states.module.css';

export type EmptyStateProps = {
  /** what is missing: 没有找到符合条件的职位 */
  title: string;
  hint?: string;
  /** a way on: a button or link (e.g. 清空筛选条件) */
  action?: ReactNode;
};

/** An empty list says so, with a hint and a way on, instead of a blank area. */
export function EmptyState({ title, hint, action }: EmptyStateProps): ReactElement {
  return (
    <div className={styles.box} role="status">
      <svg className={styles.icon} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <rect x="10" y="16" width="44" height="34" rx="6" fill="#eef3ff" stroke="#5d85e0" strokeWidth="2" />
        <path d="M10 28h14l4 6h8l4-6h14" fill="none" stroke="#5d85e0" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
