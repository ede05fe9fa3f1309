import { MSG } from './messages';

/** Server codes the spec names (§7, §8); every other non-zero code is a plain failure. */
export const CODE = {
  OK: 0,
  /** school login: wrong username or password */
  WRONG_CREDENTIALS: 10003,
  /** session check: the login is no longer valid, clear login data */
  SESSION_INVALID: 10008,
  /** not logged in: remove user_id and redirect (forced logout) */
  NOT_LOGGED_IN: 20011,
  /** refused; the caller gets apiStatus false and nothing more happens */
  FORBIDDEN: 20013,
  /** school login: account and password do not match */
  ACCOUNT_NOT_FOUND: 20024,
  /** send code: the phone has no account */
  PHONE_NOT_REGISTERED: 30001,
  /** channel login: frozen for 24 h after too many attempts */
  ACCOUNT_FROZEN: 500002,
  /** ours: the request never got an answer (network down, timeout) */
  TRANSPORT_ERROR: -1,
  /** ours: the answer had no envelope body; msg carries the HTTP status text */
  NO_BODY: -2,
} as const;

export type KnownCode = (typeof CODE)[keyof typeof CODE];

/** Slider-captcha start-up errors of spec §8 (1001-1013). */
export const CAPTCHA_ERRORS: Readonly<Record<number, string>> = {
  1001: '验证码脚本加载失败',
  1002: '验证码显示超时',
  1003: '验证码中间脚本加载超时',
  1004: '验证码中间脚本加载失败',
  1005: '验证码中间脚本运行出错',
  1006: '验证码配置拉取失败',
  1007: '验证码配置拉取超时',
  1008: '验证码框架加载超时',
  1009: '验证码框架加载失败',
  1010: 'jquery加载失败',
  1011: '滑块脚本加载失败',
  1012: '滑块脚本运行出错',
  // §8 describes both causes for 1013 without mapping them, so the text names both.
  1013: '连续三次刷新失败或连续三次网络验证失败',
};

/** "code: description" for the captcha error modal; unknown codes read as the network-abnormal text. */
export function captchaErrorText(code: number): string {
  return `${code}: ${CAPTCHA_ERRORS[code] ?? MSG.networkAbnormal}`;
}

/** School login failure (§8): 20024/10003 → wrong credentials, otherwise "{code} : {msg}". */
export function schoolLoginError(code: number, msg: string): string {
  if (code === CODE.ACCOUNT_NOT_FOUND || code === CODE.WRONG_CREDENTIALS) return MSG.wrongCredentials;
  return `${code} : ${msg}`;
}

/** Channel login failure (§8): 500002 → frozen text, otherwise the server's data.msg. */
export function channelLoginError(code: number, msg: string): string {
  return code === CODE.ACCOUNT_FROZEN ? MSG.channelFrozen : msg || MSG.requestFailed;
}

/** Send-code failure (§8, shown as a warning): 30001 → not registered, otherwise the server message. */
export function sendCodeError(code: number, msg: string): string {
  return code === CODE.PHONE_NOT_REGISTERED ? MSG.phoneNotRegistered : msg || MSG.requestFailed;
}

/** Employer login, register and reset failures, and student login failures: the server message. */
export function serverMessage(msg: string | undefined): string {
  return msg || MSG.requestFailed;
}
