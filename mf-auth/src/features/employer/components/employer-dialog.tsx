import { useState, type ReactElement } from 'react';
import { Modal } from '@campus/shared-utils';
import { useCountdown } from '../../../hooks/use-countdown';
import { TEXT } from '../../../utils/texts';
import { CodeLoginForm } from './code-login-form';
import { EmployerFigures } from './employer-figures';
import { ForgotResetForm } from './forgot-reset-form';
import { ForgotVerifyForm } from './forgot-verify-form';
import { LoginTabs, type LoginTab } from './login-tabs';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { ViewLinks } from './view-links';
import type { EmployerView } from '../utils/views';
import styles from './employer.module.css';

export type EmployerDialogProps = { initialView?: EmployerView; onClose: () => void };

const TITLES: Record<EmployerView, string> = { login: TEXT.employerLogin, register: TEXT.employerRegister, forgot: TEXT.employerForgot };

type Verified = { phone: string; smsCode: string };

/**
 * The employer dialog (spec §2): login (password or SMS code), register, forgot password in two steps,
 * links between all of them, and the marketing figures. Each of the three code forms has its own 30 s
 * countdown, kept here so moving between views does not reset it.
 */
export function EmployerDialog({ initialView = 'login', onClose }: EmployerDialogProps): ReactElement {
  const [view, setView] = useState<EmployerView>(initialView);
  const [tab, setTab] = useState<LoginTab>('password');
  const [verified, setVerified] = useState<Verified | null>(null);
  const [loginPhone, setLoginPhone] = useState('');
  const loginCountdown = useCountdown();
  const registerCountdown = useCountdown();
  const forgotCountdown = useCountdown();

  const go = (next: EmployerView) => {
    setVerified(null);
    setView(next);
  };
  const resetDone = (phone: string) => {
    setLoginPhone(phone);
    setTab('password');
    go('login');
  };

  let body: ReactElement;
  if (view === 'login') {
    body = (
      <LoginTabs
        tab={tab}
        onTabChange={setTab}
        panels={{ password: <PasswordLoginForm key={loginPhone} defaultPhone={loginPhone} />, code: <CodeLoginForm countdown={loginCountdown} /> }}
      />
    );
  } else if (view === 'register') {
    body = <RegisterForm countdown={registerCountdown} />;
  } else if (verified) {
    body = (
      <>
        <p className={styles.step}>
          <span className={styles.stepNumber}>2</span>
          {TEXT.forgotStep2}
        </p>
        <ForgotResetForm phone={verified.phone} smsCode={verified.smsCode} onDone={() => resetDone(verified.phone)} />
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.step}>
          <span className={styles.stepNumber}>1</span>
          {TEXT.forgotStep1}
        </p>
        <ForgotVerifyForm countdown={forgotCountdown} defaultValues={{ phone: '', smsCode: '' }} onVerified={setVerified} />
      </>
    );
  }

  return (
    <Modal open title={TITLES[view]} width={820} onClose={onClose}>
      <div className={styles.layout}>
        <EmployerFigures />
        <div className={styles.main}>
          {body}
          <ViewLinks view={view} step={verified ? 2 : 1} onGo={go} onBack={() => setVerified(null)} />
        </div>
      </div>
    </Modal>
  );
}
