import type { ReactElement } from 'react';
import { TEXT } from '../../../utils/texts';
import type { EmployerView } from '../utils/views';
import styles from '../../../components/form.module.css';

export type ViewLinksProps = {
  view: EmployerView;
  /** the forgot-password step shown */
  step: 1 | 2;
  onGo: (view: EmployerView) => void;
  /** from step 2 back to step 1 */
  onBack: () => void;
};

/** The links between the employer views: forgot and register from login, login from the others. */
export function ViewLinks({ view, step, onGo, onBack }: ViewLinksProps): ReactElement {
  if (view === 'login') {
    return (
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => onGo('forgot')}>
          {TEXT.forgot}
        </button>
        <span>
          {TEXT.noAccount}
          <button type="button" className={styles.link} onClick={() => onGo('register')}>
            {TEXT.toRegister}
          </button>
        </span>
      </div>
    );
  }
  if (view === 'register') {
    return (
      <div className={styles.links}>
        <span />
        <span>
          {TEXT.hasAccount}
          <button type="button" className={styles.link} onClick={() => onGo('login')}>
            {TEXT.toLogin}
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className={styles.links}>
      {step === 2 ? (
        <button type="button" className={styles.link} onClick={onBack}>
          {TEXT.prevStep}
        </button>
      ) : (
        <span />
      )}
      <button type="button" className={styles.link} onClick={() => onGo('login')}>
        {TEXT.backToLogin}
      </button>
    </div>
  );
}
