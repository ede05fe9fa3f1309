import { useId, useState, type ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import { checkAccountPassword, checkUsername, MSG, runtimeConfig, type CaptchaTicket } from '@campus/shared-utils';
import { useCaptcha } from '../hooks/use-captcha';
import { messageOf } from '../utils/message-of';
import { TEXT } from '../utils/texts';
import { Field, inputAria } from './field';
import { ForgotPasswordInfo } from './forgot-password-info';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import styles from './form.module.css';

type Values = { username: string; password: string };

/**
 * What an admin's login attempt came to: null once logged in, else the text to show; `slider` when the server asks
 * for a passed slider first (30007, after a few failures), which the form then shows before sending again.
 */
export type LoginOutcome = { failure: string; slider: boolean } | null;

export type AccountLoginFormProps = {
  hint: string;
  /** logs in (with a passed slider when the server asked for one) */
  onLogIn: (username: string, password: string, ticket?: CaptchaTicket) => Promise<LoginOutcome>;
};

/**
 * Username and password login of school, department and channel admins (spec §5): 请输入用户名 and
 * 请输入密码 on blur and on submit, no length rules, Enter submits, a spinner while logging in, the
 * failure text above the button, and 忘记密码 with the provider's contacts. After a few failures the server asks
 * for the slider (login app id) before it checks the password: it opens over the form, and a pass sends again.
 */
export function AccountLoginForm({ hint, onLogIn }: AccountLoginFormProps): ReactElement {
  const { register, handleSubmit, formState } = useForm<Values>({ mode: 'onBlur', defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const nameId = useId();
  const passwordId = useId();
  const captcha = useCaptcha();

  const submit = async ({ username, password }: Values) => {
    setFailure(null);
    let outcome = await onLogIn(username, password);
    if (outcome?.slider) {
      const ticket = await captcha.verify(runtimeConfig().captcha.loginAppId);
      // closed or failed: the form stays as typed, nothing to say (a failure has its own modal)
      if (!ticket) return;
      outcome = await onLogIn(username, password, ticket);
    }
    setFailure(outcome?.failure ?? null);
  };

  return (
    <>
      <form className={`${styles.form} ${styles.last}`} noValidate onSubmit={handleSubmit(submit)}>
        <p className={styles.hint}>{hint}</p>
        <Field id={nameId} label={TEXT.username} error={errors.username?.message}>
          <input
            {...register('username', { validate: (v) => messageOf(checkUsername(v)) })}
            {...inputAria(nameId, errors.username?.message)}
            className={styles.input}
            autoComplete="username"
            placeholder={TEXT.usernamePlaceholder}
            maxLength={64}
          />
        </Field>
        <Field id={passwordId} label={TEXT.password} error={errors.password?.message}>
          <PasswordInput
            registration={register('password', { validate: (v) => messageOf(checkAccountPassword(v)) })}
            aria={inputAria(passwordId, errors.password?.message)}
            placeholder={TEXT.passwordPlaceholder}
            autoComplete="current-password"
          />
        </Field>
        {failure && (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{isSubmitting ? TEXT.loggingIn : TEXT.login}</SubmitButton>
        <div className={styles.links}>
          <span />
          <button type="button" className={styles.link} onClick={() => setForgotOpen(true)}>
            {MSG.forgotPassword}
          </button>
        </div>
      </form>
      {forgotOpen && <ForgotPasswordInfo onClose={() => setForgotOpen(false)} />}
      {captcha.element}
    </>
  );
}
