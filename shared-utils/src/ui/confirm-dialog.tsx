import type { ReactElement, ReactNode } from 'react';
import { MSG } from '../messages';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  onConfirm: () => void;
  /** also called on Escape, the close button and a click outside */
  onCancel: () => void;
  cancelLabel?: string;
  confirmLabel?: string;
  /** disables the confirm button while the action runs */
  busy?: boolean;
  width?: number;
};

/** A yes/no question on top of Modal, e.g. the log-out confirm (提示 / 是否确定退出？). */
export function ConfirmDialog({
  open,
  title,
  body,
  onConfirm,
  onCancel,
  cancelLabel = MSG.cancel,
  confirmLabel = MSG.confirm,
  busy = false,
  width = 420,
}: ConfirmDialogProps): ReactElement {
  const footer = (
    <>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
        {confirmLabel}
      </button>
    </>
  );
  return (
    <Modal open={open} title={title} onClose={onCancel} width={width} footer={footer} description={body} />
  );
}
