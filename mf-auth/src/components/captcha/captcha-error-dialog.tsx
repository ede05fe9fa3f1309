import type { ReactElement } from 'react';
import { MSG, Modal } from '@campus/shared-utils';
import { useSiteInfo } from '../../hooks/use-site-info';
import { TEXT } from '../../utils/texts';
import styles from './captcha-error-dialog.module.css';

export type CaptchaErrorDialogProps = { message: string; onClose: () => void };

/**
 * The captcha error modal (spec §2, §8): "code: description" or 当前上网环境异常…, with the customer
 * service QR code of the site information and 微信扫码联系客服.
 */
export function CaptchaErrorDialog({ message, onClose }: CaptchaErrorDialogProps): ReactElement {
  const qrUrl = useSiteInfo()?.company_concat_qr_code_url ?? '';
  return (
    <Modal open title={MSG.tip} width={400} onClose={onClose}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <figure className={styles.qr}>
        {qrUrl && <img src={qrUrl} alt={TEXT.serviceQrAlt} width={160} height={160} />}
        <figcaption className={styles.caption}>{MSG.scanForService}</figcaption>
      </figure>
    </Modal>
  );
}
