import type { ReactElement } from 'react';
import styles from './sections.module.css';

export type AddButtonProps = { label: string; onClick: () => void; disabled?: boolean };

/** "+ 添加…" in a section's header. */
export function AddButton({ label, onClick, disabled }: AddButtonProps): ReactElement {
  return (
    <button type="button" className={styles.addButton} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">＋</span>
      {label}
    </button>
  );
}
