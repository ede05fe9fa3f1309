import type { ReactNode, ReactElement } from 'react';
import styles from './sections.module.css';
import { RESUME_TEXT as T } from '../../utils/texts';

export type EntryItemProps = {
  title: string;
  /** 2022.09 - 2026.06 */
  period?: string;
  subtitle?: string;
  children?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** disables the buttons while another entry of the section is being edited */
  locked?: boolean;
};

/** One entry of a list section, shown as text, with its edit and delete buttons. */
export function EntryItem({ title, period, subtitle, children, onEdit, onDelete, locked }: EntryItemProps): ReactElement {
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <h3 className={styles.entryTitle}>{title}</h3>
        {period && <span className={styles.period}>{period}</span>}
        <span className={styles.entryActions}>
          <button type="button" className={styles.linkButton} onClick={onEdit} disabled={locked} aria-label={T.editOf(title)}>
            {T.edit}
          </button>
          <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={onDelete} disabled={locked} aria-label={T.deleteOf(title)}>
            {T.delete}
          </button>
        </span>
      </div>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children && <div className={styles.entryBody}>{children}</div>}
    </li>
  );
}
