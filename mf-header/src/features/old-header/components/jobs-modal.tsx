import type { ReactElement } from 'react';
import { MSG, Modal, useSiteQrCode } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import styles from './old-header.module.css';

export type JobsModalProps = { open: boolean; onClose: () => void };

/** The Jobs tab's modal: the PC site is in development, scan the QR code with WeChat (spec §1). */
export function JobsModal({ open, onClose }: JobsModalProps): ReactElement {
  const qr = useSiteQrCode(open);
  return (
    <Modal open={open} onClose={onClose} title={MSG.tip} width={420}>
      <div className={styles.jobs}>
        <p className={styles.jobsText}>{TEXT.pcInDevelopment}</p>
        <p className={styles.jobsText}>{MSG.scanWithWechat}</p>
        <div className={styles.qrBox}>
          {qr.status === 'ready' && <img className={styles.qr} src={qr.src} alt={TEXT.qrAlt} width={180} height={180} />}
          {qr.status === 'loading' && <span role="status">{TEXT.qrLoading}</span>}
          {qr.status === 'failed' && <span role="alert">{MSG.qrRequestFailed}</span>}
        </div>
      </div>
    </Modal>
  );
}
