import { useId, type ReactElement } from 'react';
import type { UseFormRegisterReturn } from '@campus/shared-utils/forms';
import { SMS_CODE_LENGTH } from '@campus/shared-utils';
import { Field, inputAria } from '../../../components/field';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { TEXT } from '../../../utils/texts';
import styles from '../../../components/form.module.css';

type Input = { registration: UseFormRegisterReturn; error?: string };

export type PhoneCodeFieldsProps = {
  phone: Input;
  code: Input;
  /** the phone is valid (the get-code link is greyed until then) */
  ready: boolean;
  remaining: number;
  sending: boolean;
  onSendCode: () => void;
};

/** The employer's phone and SMS code rows with 获取验证码. */
export function PhoneCodeFields({ phone, code, ready, remaining, sending, onSendCode }: PhoneCodeFieldsProps): ReactElement {
  const phoneId = useId();
  const codeId = useId();
  return (
    <>
      <Field id={phoneId} label={TEXT.phone} error={phone.error}>
        <input
          {...phone.registration}
          {...inputAria(phoneId, phone.error)}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={TEXT.employerPhonePlaceholder}
          maxLength={11}
        />
      </Field>
      <Field id={codeId} label={TEXT.code} error={code.error}>
        <input
          {...code.registration}
          {...inputAria(codeId, code.error)}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={TEXT.codePlaceholder}
          maxLength={SMS_CODE_LENGTH}
        />
        <SmsCodeButton ready={ready} remaining={remaining} busy={sending} onClick={onSendCode} />
      </Field>
    </>
  );
}
