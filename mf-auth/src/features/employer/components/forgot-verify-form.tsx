import type { ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import { api, serverMessage, toast } from '@campus/shared-utils';
import { SubmitButton } from '../../../components/submit-button';
import type { Countdown } from '../../../hooks/use-countdown';
import { TEXT } from '../../../utils/texts';
import { usePhoneCode } from '../hooks/use-phone-code';
import styles from '../../../components/form.module.css';

type Values = { phone: string; smsCode: string };

export type ForgotVerifyFormProps = {
  countdown: Countdown;
  defaultValues: Values;
  onVerified: (values: Values) => void;
};

/** Forgot password step 1: the phone and its SMS code (service code 3), checked by checksmscode. */
export function ForgotVerifyForm({ countdown, defaultValues, onVerified }: ForgotVerifyFormProps): ReactElement {
  const form = useForm<Values>({ defaultValues });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;
  const phoneCode = usePhoneCode(form, 3, countdown);

  const verify = async (values: Values) => {
    const result = await api.auth.checkSmsCode({ phone: values.phone, sms_code: values.smsCode });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    onVerified(values);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(verify)}>
        {phoneCode.fields}
        <SubmitButton busy={isSubmitting}>{TEXT.next}</SubmitButton>
      </form>
      {phoneCode.dialogs}
    </>
  );
}
