import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { api, checkEmployerCode, checkEmployerPhone, MAINLAND_PHONE_PATTERN, serverMessage, toast } from '@campus/shared-utils';
import { SubmitButton } from '../../../components/submit-button';
import type { Countdown } from '../../../hooks/use-countdown';
import { messageOf } from '../../../utils/message-of';
import { TEXT } from '../../../utils/texts';
import { useSendCode } from '../hooks/use-send-code';
import { completeEmployerLogin } from '../utils/complete-employer-login';
import { PhoneCodeFields } from './phone-code-fields';
import styles from '../../../components/form.module.css';

type Values = { phone: string; smsCode: string };

export type CodeLoginFormProps = { countdown: Countdown };

/** Employer login with phone and SMS code (service code 1); a first code login registers (spec §1). */
export function CodeLoginForm({ countdown }: CodeLoginFormProps): ReactElement {
  const { register, handleSubmit, formState, watch, setError, getValues, trigger } = useForm<Values>({ defaultValues: { phone: '', smsCode: '' } });
  const { errors, isSubmitting } = formState;
  const code = useSendCode(1, countdown);

  const logIn = async ({ phone, smsCode }: Values) => {
    const result = await api.auth.employerLogin({ phone, login_type: 1, smsCode });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    // a first code login registers the employer (spec §1), which lands like a registration
    completeEmployerLogin(result.user_id, result.registered === 1);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(logIn)}>
        <PhoneCodeFields
          phone={{
            registration: register('phone', { validate: (v) => messageOf(checkEmployerPhone(v)), onChange: () => errors.phone && void trigger('phone') }),
            error: errors.phone?.message,
          }}
          code={{ registration: register('smsCode', { validate: (v) => messageOf(checkEmployerCode(v)) }), error: errors.smsCode?.message }}
          ready={MAINLAND_PHONE_PATTERN.test(watch('phone'))}
          remaining={countdown.remaining}
          sending={code.sending}
          onSendCode={() => void code.send(getValues('phone'), (message) => setError('phone', { message }))}
        />
        <SubmitButton busy={isSubmitting}>{TEXT.login}</SubmitButton>
      </form>
      {code.element}
    </>
  );
}
