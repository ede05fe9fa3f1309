import type { ReactElement } from 'react';
import { runtimeConfig } from '@campus/shared-utils';
import { useCountdown } from '../../../hooks/use-countdown';
import { TEXT } from '../../../utils/texts';
import { completeStudentLogin, type StudentLoginRequest } from '../utils/complete-student-login';
import { PhoneLoginForm } from './phone-login-form';
import { QrLogin } from './qr-login';
import styles from './student-login-body.module.css';

export type StudentLoginMode = 'phone' | 'qr';

export type StudentLoginBodyProps = {
  mode: StudentLoginMode;
  onModeChange: (mode: StudentLoginMode) => void;
  request: StudentLoginRequest;
  /** after the login and its jump mode (the /login page goes home) */
  onDone?: () => void;
};

/**
 * Both student login modes with the toggle between them. The phone form stays mounted while the QR
 * shows, so the typed phone and the 60 s countdown survive a switch; the QR (and its polling) exists
 * only in QR mode.
 */
export function StudentLoginBody({ mode, onModeChange, request, onDone }: StudentLoginBodyProps): ReactElement {
  const countdown = useCountdown();
  const finish = (path: 'phone' | 'qr') => async (userId: string) => {
    await completeStudentLogin(userId, request, path);
    onDone?.();
  };
  const next: StudentLoginMode = mode === 'phone' ? 'qr' : 'phone';
  // without a QR provider (QR_LOGIN_PROVIDER=off) there is no QR to show: the phone form alone, no toggle
  const qrOffered = runtimeConfig().qrLogin;
  return (
    <>
      <div hidden={mode !== 'phone' && qrOffered}>
        <PhoneLoginForm countdown={countdown} onLoggedIn={finish('phone')} />
      </div>
      {mode === 'qr' && qrOffered && <QrLogin onLoggedIn={(id) => void finish('qr')(id)} />}
      <div className={styles.toggle} hidden={!qrOffered}>
        <button type="button" className={styles.toggleButton} onClick={() => onModeChange(next)}>
          {next === 'qr' ? (
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4">
              <rect x="2" y="2" width="5" height="5" rx="1" />
              <rect x="9" y="2" width="5" height="5" rx="1" />
              <rect x="2" y="9" width="5" height="5" rx="1" />
              <path d="M9 9h2v2H9zM12 12h2v2h-2zM12 9h2M9 13h1" />
            </svg>
          ) : (
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4">
              <rect x="4" y="1.5" width="8" height="13" rx="1.5" />
              <path d="M7 12.5h2" strokeLinecap="round" />
            </svg>
          )}
          {next === 'qr' ? TEXT.qrMode : TEXT.phoneMode}
        </button>
      </div>
    </>
  );
}
