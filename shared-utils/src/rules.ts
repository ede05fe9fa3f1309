// Server-safe entry (`@campus/shared-utils/rules`): validation, texts, codes and constants only.
// It must import nothing from React, rxjs, axios or the DOM; rules.test.ts checks the import graph.
export { MSG, msgText } from './messages';
export type { MsgKey } from './messages';
export { CODE, CAPTCHA_ERRORS, captchaErrorText, schoolLoginError, channelLoginError, sendCodeError, serverMessage } from './errors';
export type { KnownCode } from './errors';
export {
  SMS_COUNTDOWN_S,
  SMS_CODE_LENGTH,
  PASSWORD_LENGTH,
  PASSWORD_SPECIALS,
  QR_POLL,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  HOME,
  SEARCH,
  HEADER_WIDTH_PX,
  DIALOG_WIDTH_PX,
  MODAL_BODY_PADDING_PX,
  SCHOOL_NAME_MAX_CHARS,
  K_THRESHOLD,
  AREA_CODES,
  MAINLAND_AREA_CODE,
  TAIWAN_AREA_CODE,
  CONTACT_HOURS,
  SESSION_LOAD_DELAYS_MS,
  CHANNEL_FREEZE_HOURS,
  COOKIE_DAYS,
} from './constants';
export type { AreaCode } from './constants';
export {
  MAINLAND_PHONE_PATTERN,
  TAIWAN_PHONE_PATTERN,
  EMAIL_PATTERN,
  EMAIL_IN_TEXT,
  PHONE_IN_TEXT,
  EMPLOYER_CODE_PATTERN,
  PASSWORD_PATTERN,
  isBlank,
} from './validation/patterns';
export {
  checkEmployerPhone,
  checkEmployerPhoneForCode,
  checkStudentPhone,
  isValidStudentPhone,
  areaCodesFor,
  withAreaCode,
} from './validation/phone';
export { checkEmployerCode, checkStudentCode } from './validation/sms-code';
export { checkPassword, checkConfirmPassword } from './validation/password';
export type { PasswordContext } from './validation/password';
export { checkUsername, checkAccountPassword } from './validation/account';
export {
  firstError,
  validateStudentLogin,
  validateEmployerPasswordLogin,
  validateEmployerCode,
  validateEmployerRegister,
  validatePasswordReset,
  validateSchoolLogin,
  validateChannelLogin,
} from './validation/forms';
export type {
  FormErrors,
  StudentLoginForm,
  EmployerPasswordLoginForm,
  EmployerCodeForm,
  EmployerRegisterForm,
  PasswordResetForm,
  SchoolLoginForm,
  ChannelLoginForm,
} from './validation/forms';

// Shapes shared with the server (types only, erased at run time).
export type * from './types/site';
export type * from './types/auth';
export type * from './types/envelope';
export type * from './types/api';
// the server decides the first paint of a host's page with these (api/src/web/first-paint.ts)
export { decideDisplayMode, isWholePage } from './site/display-mode';
export { pickHome } from './site/pick-home';
export { FIRST_VIEW_ID, OLD_HOME_HERO, ORGANISER_BACKGROUND } from './site/first-view-content';
export { SEARCH_TEXT } from './ui/site-search/texts';
export type { HomeKind } from './site/pick-home';
export * from './areas/resume';
export * from './areas/jobs';
export * from './areas/mine';
export * from './areas/content';
export * from './areas/ai';
export * from './areas/ai-career';
