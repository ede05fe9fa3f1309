import { useEffect, useState, type ReactElement } from 'react';
import { api, MSG, Modal } from '@campus/shared-utils';
import { Spinner } from '../../../components/spinner';
import { TEXT } from '../../../utils/texts';
import styles from './my-interview.module.css';

export type MyInterviewDialogProps = { onClose: () => void };

type Qr = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The my-interview popup (spec §2): the messaging-app QR code with the caption to scan it. */
export function MyInterviewDialog({ onClose }: MyInterviewDialogProps): ReactElement {
  const [qr, setQr] = useState<Qr>({ status: 'loading' });
  useEffect(() => {
    let stale = false;
    void api.site.createQrParameter().then((result) => {
      if (stale) return;
      setQr(result.apiStatus && result.QRcode ? { status: 'ready', src: result.QRcode } : { status: 'failed' });
    });
    return () => {
      stale = true;
    };
  }, []);
  return (
    <Modal open title={TEXT.myInterview} width={400} onClose={onClose}>
      <figure className={styles.figure}>
        <div className={styles.frame}>
          {qr.status === 'ready' && <img src={qr.src} alt={TEXT.interviewQrAlt} width={180} height={180} />}
          {qr.status === 'loading' && <Spinner large label={TEXT.qrLoading} />}
          {qr.status === 'failed' && <span role="alert">{MSG.qrRequestFailed}</span>}
        </div>
        <figcaption className={styles.caption}>{TEXT.myInterviewCaption}</figcaption>
      </figure>
    </Modal>
  );
}
