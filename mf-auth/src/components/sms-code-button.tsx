import type { ReactElement } from 'react';
import { MSG } from '@campus/shared-utils';
import styles from './form.module.css';

export type SmsCodeButtonProps = {
  /** the phone is valid: until then the link looks greyed, and a click only validates */
  ready: boolean;
  /** seconds left of the resend countdown; 0 when none runs */
  remaining: number;
  /** a captcha or send is under way */
  busy: boolean;
  onClick: () => void;
};

/** 获取验证码, greyed until the phone is valid, then "{n}s后可重试" while the countdown runs (spec §4). */
export function SmsCodeButton({ ready, remaining, busy, onClick }: SmsCodeButtonProps): ReactElement {
  const counting = remaining > 0;
  return (
    <button
      type="button"
      className={styles.smsButton}
      aria-disabled={!ready || undefined}
      disabled={counting || busy}
      aria-live="polite"
      onClick={onClick}
    >
      {counting ? MSG.retryIn(remaining) : MSG.getCode}
    </button>
  );
}
