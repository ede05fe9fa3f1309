import { useState, type ReactNode } from 'react';
import {
  api,
  checkEmployerPhoneForCode,
  msgText,
  runtimeConfig,
  sendCodeError,
  SMS_COUNTDOWN_S,
  toast,
  type ServiceCode,
} from '@campus/shared-utils';
import { useCaptcha } from '../../../hooks/use-captcha';
import type { Countdown } from '../../../hooks/use-countdown';
import { TEXT } from '../../../utils/texts';

export type SendCode = {
  /** validates the phone (请输入正确的手机号 through onInvalid), passes the captcha, sends, starts the 30 s countdown */
  send: (phone: string, onInvalid: (message: string) => void) => Promise<void>;
  sending: boolean;
  /** the captcha dialogs; render beside the form */
  element: ReactNode;
};

/** The employer's get-code step for one form (service code 1 login, 2 register, 3 forgot). */
export function useSendCode(serviceCode: ServiceCode, countdown: Countdown): SendCode {
  const captcha = useCaptcha();
  const [sending, setSending] = useState(false);
  const send = async (phone: string, onInvalid: (message: string) => void) => {
    const invalid = checkEmployerPhoneForCode(phone);
    if (invalid) return onInvalid(msgText(invalid));
    setSending(true);
    try {
      const ticket = await captcha.verify(runtimeConfig().captcha.smsAppId);
      if (!ticket) return;
      const result = await api.auth.sendEmployerCode({ phone, service_code: serviceCode, ...ticket });
      if (result.apiStatus) {
        countdown.start(SMS_COUNTDOWN_S.employer);
        void toast.success(TEXT.codeSent);
      } else {
        void toast.warning(sendCodeError(result.code, result.msg));
      }
    } finally {
      setSending(false);
    }
  };
  return { send, sending, element: captcha.element };
}
