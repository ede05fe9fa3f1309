import type { ReactElement } from 'react';
import { MSG } from '@campus/shared-utils';
import { Spinner } from '../../../components/spinner';
import { TEXT } from '../../../utils/texts';
import { useQrLogin } from '../hooks/use-qr-login';
import styles from './qr-login.module.css';

export type QrLoginProps = { onLoggedIn: (userId: string) => void };

/** QR mode (spec §2): the server's QR image, a spinner while it loads, the 二维码失效 mask with 点击刷新. */
export function QrLogin({ onLoggedIn }: QrLoginProps): ReactElement {
  const { state, refresh } = useQrLogin(onLoggedIn);
  const src = state.status === 'ready' || state.status === 'expired' ? state.src : '';
  return (
    <div className={styles.panel}>
      <div className={styles.frame}>
        {src && <img className={styles.image} src={src} alt={TEXT.qrAlt} width={180} height={180} />}
        {state.status === 'loading' && (
          <div className={styles.cover}>
            <Spinner large label={TEXT.qrLoading} />
          </div>
        )}
        {(state.status === 'expired' || state.status === 'failed') && (
          <div className={styles.mask}>
            <p className={styles.maskText} role="alert">
              {state.status === 'expired' ? MSG.qrExpired : MSG.qrRequestFailed}
            </p>
            <button type="button" className={styles.refresh} onClick={refresh}>
              {MSG.clickRefresh}
            </button>
          </div>
        )}
      </div>
      <p className={styles.prompt}>
        <svg className={styles.wechat} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
          <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 16.5l2.5-1.3c.8.2 1.6.4 2.5.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.2 3-5.8 6.8-5.8h.4C15.6 5.7 12.6 4 9 4zm6.5 5.5c-3.1 0-5.5 2.1-5.5 4.6s2.4 4.6 5.5 4.6c.7 0 1.3-.1 1.9-.3l2 1.1-.5-1.8c1.3-.9 2.1-2.2 2.1-3.6 0-2.5-2.4-4.6-5.5-4.6z" />
        </svg>
        {MSG.scanWithWechat}
      </p>
      {state.status === 'ready' && state.scanned && (
        <p className={styles.scanned} role="status">
          {TEXT.qrScanned}
        </p>
      )}
    </div>
  );
}
