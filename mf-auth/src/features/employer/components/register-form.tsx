import { useId, type ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import { api, checkPassword, serverMessage, toast } from '@campus/shared-utils';
import { Field, inputAria } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { SubmitButton } from '../../../components/submit-button';
import type { Countdown } from '../../../hooks/use-countdown';
import { messageOf } from '../../../utils/message-of';
import { TEXT } from '../../../utils/texts';
import { usePhoneCode } from '../hooks/use-phone-code';
import { completeEmployerLogin } from '../utils/complete-employer-login';
import styles from '../../../components/form.module.css';

type Values = { phone: string; smsCode: string; password: string };

export type RegisterFormProps = { countdown: Countdown };

/** Employer registration: phone, SMS code (service code 2) and a password (请设置密码); ends in /company/#/?isregu=true. */
export function RegisterForm({ countdown }: RegisterFormProps): ReactElement {
  const form = useForm<Values>({ defaultValues: { phone: '', smsCode: '', password: '' } });
  const { handleSubmit, formState, register } = form;
  const { errors, isSubmitting } = formState;
  const phoneCode = usePhoneCode(form, 2, countdown);
  const passwordId = useId();

  const submit = async ({ phone, smsCode, password }: Values) => {
    const result = await api.auth.employerRegister({ phone, sms_code: smsCode, password });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    completeEmployerLogin(result.user_id, true);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
        {phoneCode.fields}
        <Field id={passwordId} label={TEXT.password} error={errors.password?.message}>
          <PasswordInput
            registration={register('password', { validate: (v) => messageOf(checkPassword(v, 'register')) })}
            aria={inputAria(passwordId, errors.password?.message)}
            placeholder={TEXT.setPasswordPlaceholder}
            autoComplete="new-password"
          />
        </Field>
        <SubmitButton busy={isSubmitting}>{TEXT.register}</SubmitButton>
      </form>
      {phoneCode.dialogs}
    </>
  );
}
