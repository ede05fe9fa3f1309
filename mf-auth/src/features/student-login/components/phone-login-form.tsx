import { useId, useState, type ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import {
  api,
  areaCodesFor,
  checkStudentCode,
  checkStudentPhone,
  isValidStudentPhone,
  MSG,
  runtimeConfig,
  sendCodeError,
  serverMessage,
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_S,
  toast,
  withAreaCode,
  type AreaCode,
} from '@campus/shared-utils';
import { Field, inputAria } from '../../../components/field';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { SubmitButton } from '../../../components/submit-button';
import { useCaptcha } from '../../../hooks/use-captcha';
import type { Countdown } from '../../../hooks/use-countdown';
import { useSiteInfo } from '../../../hooks/use-site-info';
import { messageOf } from '../../../utils/message-of';
import { TEXT } from '../../../utils/texts';
import styles from '../../../components/form.module.css';

type Values = { area: AreaCode; phone: string; smsCode: string };

export type PhoneLoginFormProps = {
  /** the 60 s resend countdown, kept by the dialog so switching modes does not reset it */
  countdown: Countdown;
  onLoggedIn: (userId: string) => Promise<void>;
};

/**
 * Student login by phone and SMS code (spec §2, §5): +86, and +886 on Taiwan-enabled sites; 获取验证码
 * is greyed until the phone is valid, a click validates, passes the slider captcha, sends the code and
 * counts 60 s down; 登录/注册 logs in (a first login registers). 886 is prefixed before sending.
 */
export function PhoneLoginForm({ countdown, onLoggedIn }: PhoneLoginFormProps): ReactElement {
  const taiwan = useSiteInfo()?.is_taiban === 1;
  const areas = areaCodesFor(taiwan);
  const { register, handleSubmit, watch, trigger, getValues, formState } = useForm<Values>({
    defaultValues: { area: '86', phone: '', smsCode: '' },
  });
  const { errors, isSubmitting } = formState;
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha();
  const phoneId = useId();
  const codeId = useId();
  const area = watch('area');
  const ready = isValidStudentPhone(watch('phone'), area, taiwan);

  const sendCode = async () => {
    if (!(await trigger('phone'))) return;
    setSending(true);
    try {
      const ticket = await captcha.verify(runtimeConfig().captcha.smsAppId);
      if (!ticket) return;
      const result = await api.auth.sendStudentCode({ phone: withAreaCode(getValues('phone'), getValues('area')), ...ticket });
      if (result.apiStatus && result.msg === 'success') {
        countdown.start(SMS_COUNTDOWN_S.student);
        void toast.success(TEXT.codeSent);
      } else {
        void toast.warning(result.apiStatus ? serverMessage(result.msg) : sendCodeError(result.code, result.msg));
      }
    } finally {
      setSending(false);
    }
  };

  const logIn = async ({ area: code, phone, smsCode }: Values) => {
    const result = await api.auth.studentLogin(withAreaCode(phone, code), smsCode);
    if (!result.apiStatus || !result.user_id) {
      void toast.info(serverMessage(result.msg));
      return;
    }
    await onLoggedIn(result.user_id);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(logIn)}>
        <Field id={phoneId} label={TEXT.phone} error={errors.phone?.message}>
          {areas.length > 1 ? (
            <select
              className={styles.select}
              aria-label={TEXT.areaCode}
              {...register('area', { onChange: () => errors.phone && void trigger('phone') })}
            >
              {areas.map((a) => (
                <option key={a} value={a}>
                  +{a}
                </option>
              ))}
            </select>
          ) : (
            <span className={styles.areaFixed}>+{areas[0]}</span>
          )}
          <input
            {...register('phone', {
              validate: (v) => messageOf(checkStudentPhone(v, getValues('area'), taiwan)),
              // a shown message goes as soon as the phone is fixed, even before the first submit
              onChange: () => errors.phone && void trigger('phone'),
            })}
            {...inputAria(phoneId, errors.phone?.message)}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={TEXT.phonePlaceholder}
            maxLength={area === '886' ? 10 : 11}
          />
        </Field>
        <Field id={codeId} label={TEXT.code} error={errors.smsCode?.message}>
          <input
            {...register('smsCode', { validate: (v) => messageOf(checkStudentCode(v)) })}
            {...inputAria(codeId, errors.smsCode?.message)}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={TEXT.codePlaceholder}
            maxLength={SMS_CODE_LENGTH}
          />
          <SmsCodeButton ready={ready} remaining={countdown.remaining} busy={sending} onClick={() => void sendCode()} />
        </Field>
        <SubmitButton busy={isSubmitting}>{MSG.loginOrRegister}</SubmitButton>
        <p className={styles.hint}>{TEXT.firstLoginRegisters}</p>
        {runtimeConfig().devTools && <p className={styles.hint}>{TEXT.demoSmsHint}</p>}
      </form>
      {captcha.element}
    </>
  );
}
