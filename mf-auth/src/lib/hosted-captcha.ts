import { CAPTCHA_ERRORS, MSG, captchaErrorText } from '@campus/shared-utils';
import type { CaptchaOutcome } from './captcha-outcome';

/** What the hosted slider service's callback receives (its documented result object). */
export type HostedResult = { ret: number; ticket?: string; randstr?: string; appid?: string; errorCode?: number; errorMessage?: string };

/** The constructor the provider's script defines on window. */
export type HostedCaptchaCtor = new (appId: string, callback: (result: HostedResult) => void, options?: Record<string, unknown>) => { show(): void };

declare global {
  interface Window {
    TencentCaptcha?: HostedCaptchaCtor;
  }
}

/** The provider's script fails to load or run (spec §8): 1001 load error, 1012 slider script run error. */
export const SCRIPT_LOAD_ERROR = 1001;
export const SCRIPT_RUN_ERROR = 1012;
/** The hosted service's "user closed the captcha" result. */
const USER_CLOSED = 2;

let loading: { url: string; promise: Promise<void> } | null = null;

function loadScript(url: string): Promise<void> {
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  loading = { url, promise };
  return promise;
}

function outcomeOf(result: HostedResult, appId: string): CaptchaOutcome {
  // the service reports its own start-up failures with errorCode (and a stand-in ticket we do not use)
  if (result.errorCode) {
    return { kind: 'error', message: CAPTCHA_ERRORS[result.errorCode] ? captchaErrorText(result.errorCode) : MSG.networkAbnormal };
  }
  if (result.ret === 0 && result.ticket) {
    return { kind: 'pass', ticket: { captcha_appid: result.appid || appId, captcha_randstr: result.randstr ?? '', captcha_ticket: result.ticket } };
  }
  if (result.ret === USER_CLOSED) return { kind: 'cancel' };
  return { kind: 'error', message: MSG.networkAbnormal };
}

/**
 * Runs the hosted slider service (`provider: 'hosted'`): loads its script once from `scriptUrl`, shows it
 * for the app id and maps every way it can fail to the codes of spec §8, or to the network text when it
 * cannot start at all.
 */
export async function runHostedCaptcha(scriptUrl: string, appId: string): Promise<CaptchaOutcome> {
  if (!scriptUrl) return { kind: 'error', message: MSG.networkAbnormal };
  try {
    await loadScript(scriptUrl);
  } catch {
    return { kind: 'error', message: captchaErrorText(SCRIPT_LOAD_ERROR) };
  }
  const Captcha = window.TencentCaptcha;
  if (typeof Captcha !== 'function') return { kind: 'error', message: captchaErrorText(SCRIPT_RUN_ERROR) };
  return new Promise<CaptchaOutcome>((resolve) => {
    try {
      new Captcha(appId, (result) => resolve(outcomeOf(result, appId))).show();
    } catch {
      resolve({ kind: 'error', message: MSG.networkAbnormal });
    }
  });
}

/** Forgets the loaded script (tests). */
export function resetHostedCaptcha(): void {
  loading = null;
}
