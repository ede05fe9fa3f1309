import { useState, type ReactElement } from 'react';
import type { UseFormRegisterReturn } from '@campus/shared-utils/forms';
import { TEXT } from '../utils/texts';
import styles from './form.module.css';

export type PasswordInputProps = {
  registration: UseFormRegisterReturn;
  aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a visibility toggle (spec §2 employer dialog). */
export function PasswordInput({ registration, aria, placeholder, autoComplete }: PasswordInputProps): ReactElement {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input
        {...registration}
        {...aria}
        className={styles.input}
        type={visible ? 'text' : 'password'}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={32}
      />
      <button
        type="button"
        className={styles.eye}
        aria-label={visible ? TEXT.hidePassword : TEXT.showPassword}
        aria-controls={aria.id}
        onClick={() => setVisible((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {!visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </>
  );
}
