import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { api, checkEmployerCode, checkEmployerPhone, MAINLAND_PHONE_PATTERN, serverMessage, toast } from '@campus/shared-utils';
import { SubmitButton } from '../../../components/submit-button';
import type { Countdown } from '../../../hooks/use-countdown';
import { messageOf } from '../../../utils/message-of';
import { TEXT } from '../../../utils/texts';
import { useSendCode } from '../hooks/use-send-code';
import { PhoneCodeFields } from './phone-code-fields';
import styles from '../../../components/form.module.css';

type Values = { phone: string; smsCode: string };

export type ForgotVerifyFormProps = {
  countdown: Countdown;
  defaultValues: Values;
  onVerified: (values: Values) => void;
};

/** Forgot password step 1: the phone and its SMS code (service code 3), checked by checksmscode. */
export function ForgotVerifyForm({ countdown, defaultValues, onVerified }: ForgotVerifyFormProps): ReactElement {
  const { register, handleSubmit, formState, watch, setError, getValues, trigger } = useForm<Values>({ defaultValues });
  const { errors, isSubmitting } = formState;
  const code = useSendCode(3, countdown);

  const verify = async (values: Values) => {
    const result = await api.auth.checkSmsCode({ phone: values.phone, sms_code: values.smsCode });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    onVerified(values);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(verify)}>
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
        <SubmitButton busy={isSubmitting}>{TEXT.next}</SubmitButton>
      </form>
      {code.element}
    </>
  );
}
