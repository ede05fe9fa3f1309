/**
 * What the browser is told (`runtime`, RuntimeConfig of shared-utils, written into the page as `window.__CAMPUS__`):
 * the API base, cookie names and lifetimes, back-office and mobile addresses, analytics, the captcha's provider and
 * app ids. The captcha provider and analytics are read first, on their own, for loadConfig's checks.
 */
import type { RuntimeConfig } from '@campus/shared-utils';
import type { EnvReader } from '../env-reader';
import type { AuthConfig } from './auth';

/** CAPTCHA_PROVIDER and CAPTCHA_SCRIPT_URL; `hosted` needs those and the server side (auth.captcha) all set. */
export function readCaptchaProvider(read: EnvReader, problems: string[], serverSide: AuthConfig['captcha']): Pick<RuntimeConfig['captcha'], 'provider' | 'scriptUrl'> {
  const provider = read.oneOf('CAPTCHA_PROVIDER', ['builtin', 'hosted'] as const, 'builtin');
  const scriptUrl = read.url('CAPTCHA_SCRIPT_URL', { allowPath: true });
  if (provider === 'hosted') {
    if (!serverSide.verifyUrl) problems.push('CAPTCHA_VERIFY_URL is required when CAPTCHA_PROVIDER=hosted');
    if (!serverSide.secret) problems.push('CAPTCHA_SECRET is required when CAPTCHA_PROVIDER=hosted');
    if (!scriptUrl) problems.push('CAPTCHA_SCRIPT_URL is required when CAPTCHA_PROVIDER=hosted');
  }
  return { provider, scriptUrl };
}

export function readAnalytics(read: EnvReader, problems: string[]): Pick<RuntimeConfig, 'analyticsId' | 'analyticsSrc'> {
  const analyticsId = read.text('ANALYTICS_ID', '');
  const analyticsSrc = read.url('ANALYTICS_SRC', { allowPath: true });
  if (analyticsId && !analyticsSrc) problems.push('ANALYTICS_SRC is required when ANALYTICS_ID is set');
  return { analyticsId, analyticsSrc };
}

/** The rest of `runtime`, around what was read before (readCaptchaProvider, readAnalytics, DEV_TOOLS, auth's QR login). */
export function readRuntime(
  read: EnvReader,
  captcha: Pick<RuntimeConfig['captcha'], 'provider' | 'scriptUrl'>,
  before: Pick<RuntimeConfig, 'analyticsId' | 'analyticsSrc' | 'devTools' | 'qrLogin'>,
): RuntimeConfig {
  return {
    apiBase: read.url('API_BASE', { allowPath: true }).replace(/\/+$/, ''),
    cookieNames: {
      userId: read.match('COOKIE_USER_ID', COOKIE_NAME, 'user_id'),
      companyId: read.match('COOKIE_COMPANY_ID', COOKIE_NAME, 'company_id'),
      token: read.match('COOKIE_TOKEN', COOKIE_NAME, 'uniq_user_token'),
    },
    cookieDays: {
      default: read.int('COOKIE_DAYS_DEFAULT', 30, 1, 3650),
      student: read.int('COOKIE_DAYS_STUDENT', 14, 1, 3650),
      employer: read.int('COOKIE_DAYS_EMPLOYER', 14, 1, 3650),
      schoolLogin: read.int('COOKIE_DAYS_SCHOOL_LOGIN', 14, 1, 3650),
      schoolOther: read.int('COOKIE_DAYS_SCHOOL_OTHER', 30, 1, 3650),
      channelOther: read.int('COOKIE_DAYS_CHANNEL_OTHER', 1, 1, 3650),
    },
    backOfficeOrigin: read.url('BACK_OFFICE_ORIGIN', { allowPath: false }).replace(/\/+$/, ''),
    mobileJumpUrl: read.url('MOBILE_JUMP_URL', { allowPath: false }),
    analyticsId: before.analyticsId,
    analyticsSrc: before.analyticsSrc,
    devTools: before.devTools,
    qrLogin: before.qrLogin,
    captcha: {
      provider: captcha.provider,
      smsAppId: read.match('CAPTCHA_SMS_APPID', APP_ID, 'campus-sms'),
      loginAppId: read.match('CAPTCHA_LOGIN_APPID', APP_ID, 'campus-login'),
      scriptUrl: captcha.scriptUrl,
    },
  };
}

const COOKIE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const APP_ID = /^[A-Za-z0-9_.-]{1,64}$/;
