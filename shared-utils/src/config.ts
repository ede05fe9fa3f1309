import { COOKIE_DAYS } from './constants';

/**
 * Runtime configuration the server writes into index.html as `window.__CAMPUS__`
 * (docs/architecture.md §4 Configuration). The server reads the same type from its environment.
 */
export type RuntimeConfig = {
  /** API base URL seen by the browser; '' means same origin. */
  apiBase: string;
  /** Configurable names of the id cookies (spec §3). */
  cookieNames: { userId: string; companyId: string; token: string };
  /** Cookie lifetimes in days (spec §9). */
  cookieDays: { default: number; student: number; employer: number; schoolLogin: number; schoolOther: number; channelOther: number };
  /** Back-office origins; '' means this origin (served by our placeholder pages). */
  backOfficeOrigin: string;
  /** Mobile jump address (spec §1); '' disables the mobile redirect. */
  mobileJumpUrl: string;
  /** Analytics site id; '' loads no page-view script. */
  analyticsId: string;
  /** Address of the page-view script, loaded only when analyticsId is set. */
  analyticsSrc: string;
  /** Whether dev tools (SMS outbox, import-map-overrides UI) are on. */
  devTools: boolean;
  /** Whether a QR login provider is configured (QR_LOGIN_PROVIDER not off): without one the QR mode is not offered. */
  qrLogin: boolean;
  /**
   * Slider captcha (spec §5): `builtin` is our own puzzle (`/api/captcha/get|verify`), `hosted` loads the
   * provider's script from `scriptUrl`. One app id before SMS codes, another before an employer password login.
   */
  captcha: { provider: 'builtin' | 'hosted'; smsAppId: string; loginAppId: string; scriptUrl: string };
};

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '',
  cookieNames: { userId: 'user_id', companyId: 'company_id', token: 'uniq_user_token' },
  cookieDays: { ...COOKIE_DAYS },
  backOfficeOrigin: '',
  mobileJumpUrl: '',
  analyticsId: '',
  analyticsSrc: '',
  devTools: false,
  qrLogin: true,
  captcha: { provider: 'builtin', smsAppId: 'campus-sms', loginAppId: 'campus-login', scriptUrl: '' },
};

/** What a page may set: any part of the configuration, nested maps included. */
export type PageConfig = Partial<Omit<RuntimeConfig, 'cookieNames' | 'cookieDays' | 'captcha'>> & {
  cookieNames?: Partial<RuntimeConfig['cookieNames']>;
  cookieDays?: Partial<RuntimeConfig['cookieDays']>;
  captcha?: Partial<RuntimeConfig['captcha']>;
};

declare global {
  interface Window {
    __CAMPUS__?: PageConfig;
  }
}

/** The configuration in force: the page's values over the defaults (nested maps merged key by key). */
export function runtimeConfig(): RuntimeConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.__CAMPUS__;
  if (!fromPage) return DEFAULT_CONFIG;
  return {
    ...DEFAULT_CONFIG,
    ...fromPage,
    // a page that names only one cookie or one lifetime keeps the defaults of the others
    cookieNames: { ...DEFAULT_CONFIG.cookieNames, ...fromPage.cookieNames },
    cookieDays: { ...DEFAULT_CONFIG.cookieDays, ...fromPage.cookieDays },
    captcha: { ...DEFAULT_CONFIG.captcha, ...fromPage.captcha },
  };
}
