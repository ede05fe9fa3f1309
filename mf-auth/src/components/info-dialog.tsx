import type { ReactElement, ReactNode } from 'react';
import { Modal } from '@campus/shared-utils';
import { TEXT } from '../utils/texts';
import styles from './info-dialog.module.css';

export type InfoDialogProps = {
  title: string;
  /** text (line breaks kept) or richer content */
  body: ReactNode;
  qrUrl?: string;
  qrAlt?: string;
  onClose: () => void;
};

/** The generic info dialog: a title, a message, an optional QR image and 我知道了. */
export function InfoDialog({ title, body, qrUrl, qrAlt = TEXT.qrImageAlt, onClose }: InfoDialogProps): ReactElement {
  const footer = (
    <button type="button" className={styles.ok} onClick={onClose}>
      {TEXT.gotIt}
    </button>
  );
  return (
    <Modal open title={title} width={420} onClose={onClose} footer={footer}>
      {typeof body === 'string' ? <p className={styles.body}>{body}</p> : body}
      {qrUrl && <img className={styles.qr} src={qrUrl} alt={qrAlt} width={160} height={160} />}
    </Modal>
  );
}
