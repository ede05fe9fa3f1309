import { useCallback, useState, type ReactNode } from 'react';
import { runtimeConfig, type CaptchaTicket } from '@campus/shared-utils';
import { CaptchaErrorDialog } from '../components/captcha/captcha-error-dialog';
import { CaptchaModal } from '../components/captcha/captcha-modal';
import { runHostedCaptcha } from '../lib/hosted-captcha';

type Pending = { appId: string; resolve: (ticket: CaptchaTicket | null) => void };

export type Captcha = {
  /** Shows the slider captcha for an app id; resolves with the ticket, or null when closed or failed. */
  verify: (appId: string) => Promise<CaptchaTicket | null>;
  /** The captcha dialog and the captcha error modal; render it inside the form's component. */
  element: ReactNode;
};

/**
 * The slider captcha of spec §5 as one awaitable step: the built-in slider in a small dialog over the
 * form, or the hosted service when the configuration says so. A failure shows the captcha error modal
 * over the form, so closing it returns to what the user had typed.
 */
export function useCaptcha(): Captcha {
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);

  const verify = useCallback(
    (appId: string) =>
      new Promise<CaptchaTicket | null>((resolve) => {
        const config = runtimeConfig().captcha;
        if (config.provider !== 'hosted') {
          setPending({ appId, resolve });
          return;
        }
        void runHostedCaptcha(config.scriptUrl, appId).then((outcome) => {
          if (outcome.kind === 'error') setError(outcome.message);
          resolve(outcome.kind === 'pass' ? outcome.ticket : null);
        });
      }),
    [],
  );

  const settle = (ticket: CaptchaTicket | null, message?: string) => {
    pending?.resolve(ticket);
    setPending(null);
    if (message) setError(message);
  };

  const element = (
    <>
      {pending && (
        <CaptchaModal
          appId={pending.appId}
          onPass={(ticket) => settle(ticket)}
          onCancel={() => settle(null)}
          onError={(message) => settle(null, message)}
        />
      )}
      {error !== null && <CaptchaErrorDialog message={error} onClose={() => setError(null)} />}
    </>
  );
  return { verify, element };
}
