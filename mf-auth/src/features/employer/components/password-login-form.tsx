import { useId, type ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import { api, checkEmployerPhone, checkPassword, runtimeConfig, serverMessage, toast } from '@campus/shared-utils';
import { Field, inputAria } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { SubmitButton } from '../../../components/submit-button';
import { useCaptcha } from '../../../hooks/use-captcha';
import { messageOf } from '../../../utils/message-of';
import { TEXT } from '../../../utils/texts';
import { completeEmployerLogin } from '../utils/complete-employer-login';
import styles from '../../../components/form.module.css';

type Values = { phone: string; password: string };

export type PasswordLoginFormProps = { defaultPhone: string };

/** Employer login with phone and password; the slider captcha (login app id) comes first (spec §5). */
export function PasswordLoginForm({ defaultPhone }: PasswordLoginFormProps): ReactElement {
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { phone: defaultPhone, password: '' } });
  const { errors, isSubmitting } = formState;
  const captcha = useCaptcha();
  const phoneId = useId();
  const passwordId = useId();

  const logIn = async ({ phone, password }: Values) => {
    const ticket = await captcha.verify(runtimeConfig().captcha.loginAppId);
    if (!ticket) return;
    const result = await api.auth.employerLogin({ phone, login_type: 2, password, ...ticket });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    completeEmployerLogin(result.user_id, false);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(logIn)}>
        <Field id={phoneId} label={TEXT.phone} error={errors.phone?.message}>
          <input
            {...register('phone', { validate: (v) => messageOf(checkEmployerPhone(v)) })}
            {...inputAria(phoneId, errors.phone?.message)}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder={TEXT.employerPhonePlaceholder}
            maxLength={11}
          />
        </Field>
        <Field id={passwordId} label={TEXT.password} error={errors.password?.message}>
          <PasswordInput
            registration={register('password', { validate: (v) => messageOf(checkPassword(v, 'login')) })}
            aria={inputAria(passwordId, errors.password?.message)}
            placeholder={TEXT.passwordPlaceholder}
            autoComplete="current-password"
          />
        </Field>
        <SubmitButton busy={isSubmitting}>{TEXT.login}</SubmitButton>
      </form>
      {captcha.element}
    </>
  );
}
