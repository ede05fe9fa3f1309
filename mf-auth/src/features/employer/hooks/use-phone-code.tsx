import type { ReactElement, ReactNode } from 'react';
import type { UseFormReturn } from '@campus/shared-utils/forms';
import { checkEmployerCode, checkEmployerPhone, MAINLAND_PHONE_PATTERN, type ServiceCode } from '@campus/shared-utils';
import type { Countdown } from '../../../hooks/use-countdown';
import { messageOf } from '../../../utils/message-of';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { useSendCode } from './use-send-code';

/** The two fields every employer form with an SMS code has (login by code, register, forgot step 1). */
export type PhoneCodeValues = { phone: string; smsCode: string };

/**
 * The phone and SMS-code fields of one employer form, validated by the §5 rules and wired to its own
 * get-code step and countdown (service code 1 login, 2 register, 3 forgot). Render `fields` inside the
 * form and `dialogs` (the captcha) beside it.
 */
export function usePhoneCode<T extends PhoneCodeValues>(form: UseFormReturn<T>, serviceCode: ServiceCode, countdown: Countdown): { fields: ReactElement; dialogs: ReactNode } {
  // every form that uses this has the two fields; react-hook-form cannot see that through the generic
  const { register, formState, watch, setError, getValues, trigger } = form as unknown as UseFormReturn<PhoneCodeValues>;
  const { errors } = formState;
  const code = useSendCode(serviceCode, countdown);
  const fields = (
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
  );
  return { fields, dialogs: code.element };
}
