import type { ReactElement } from 'react';
import { MSG, Modal, useSiteQrCode } from '@campus/shared-utils';
import { OLD_HOME_TEXT as T } from '../utils/texts';
import styles from './old-home.module.css';

export type JobsQrDialogProps = { open: boolean; onClose: () => void };

/** Student job seeking: a QR code to scan with WeChat for more positions (spec §2); 接口请求失败 when it cannot be made. */
export function JobsQrDialog({ open, onClose }: JobsQrDialogProps): ReactElement {
  const qr = useSiteQrCode(open);
  return (
    <Modal open={open} onClose={onClose} title={T.student.title} width={400}>
      <div className={styles.qrBox}>
        {qr.status === 'ready' && <img className={styles.qr} src={qr.src} alt={T.qrAlt} width={200} height={200} />}
        {(qr.status === 'loading' || qr.status === 'idle') && (
          <span className={styles.qrWait} role="status">
            {T.qrLoading}
          </span>
        )}
        {qr.status === 'failed' && (
          <span className={styles.qrWait} role="alert">
            {MSG.qrRequestFailed}
          </span>
        )}
        <p className={styles.qrText}>{T.moreJobsQr}</p>
      </div>
    </Modal>
  );
}
