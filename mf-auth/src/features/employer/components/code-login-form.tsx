import type { ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import { api, serverMessage, toast } from '@campus/shared-utils';
import { SubmitButton } from '../../../components/submit-button';
import type { Countdown } from '../../../hooks/use-countdown';
import { TEXT } from '../../../utils/texts';
import { usePhoneCode } from '../hooks/use-phone-code';
import { completeEmployerLogin } from '../utils/complete-employer-login';
import styles from '../../../components/form.module.css';

type Values = { phone: string; smsCode: string };

export type CodeLoginFormProps = { countdown: Countdown };

/** Employer login with phone and SMS code (service code 1); a first code login registers (spec §1). */
export function CodeLoginForm({ countdown }: CodeLoginFormProps): ReactElement {
  const form = useForm<Values>({ defaultValues: { phone: '', smsCode: '' } });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;
  const phoneCode = usePhoneCode(form, 1, countdown);

  const logIn = async ({ phone, smsCode }: Values) => {
    const result = await api.auth.employerLogin({ phone, login_type: 1, smsCode });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    // a first code login registers the employer (spec §1), which lands like a registration
    completeEmployerLogin(result.user_id, result.registered === 1);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(logIn)}>
        {phoneCode.fields}
        <SubmitButton busy={isSubmitting}>{TEXT.login}</SubmitButton>
      </form>
      {phoneCode.dialogs}
    </>
  );
}
