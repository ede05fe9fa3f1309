// The one public entry of @campus/shared-utils: every parcel imports from here, never deeper.
// the answer and state types, each listed once in its types/ file (answers defined in shapes/)
export type * from './types/site';
export type * from './types/auth';
export type * from './types/envelope';
export type * from './types/api';
export type * from './types/home';
export { HOME_BLOCKS } from './types/home';

// bus
export { site$, auth$, student$, dialog$, authEvents$, ui$, openDialog$, unreadNotices$, requestDialog, closeDialog, closePageDialog, patchUi, EMPTY_AUTH } from './bus/streams';
export type { DialogRequest, AuthEvent, UiState } from './bus/streams';
export { useStream, useEvent } from './bus/hooks';
export { useStudentAction } from './page-ui/use-student-action';
export { useDisposable } from './bus/use-disposable';
export { useLoad } from './hooks/use-load';
export { useIdle } from './hooks/use-idle';
export type { LoadState } from './hooks/use-load';
export { useSiteQrCode } from './hooks/use-site-qr-code';
export type { SiteQrCodeState } from './hooks/use-site-qr-code';

// configuration and site
export { runtimeConfig, DEFAULT_CONFIG } from './config';
export type { RuntimeConfig, PageConfig } from './config';
export { decideDisplayMode, isWholePage, COLLEGE_HOME } from './site/display-mode';
export { roleLoginOf, ROLE_LOGINS } from './site/role-login';
export type { RoleLogin } from './site/role-login';
export { pickHome } from './site/pick-home';
export { dropFirstView, dropFirstViewWhenLoaded, FIRST_VIEW_IMAGE } from './site/first-view';
export { OLD_HOME_HERO, ORGANISER_BACKGROUND } from './site/first-view-content';
export type { HomeKind } from './site/pick-home';
export { parseSiteInfo } from './site/parse-site-info';
export { parseBrand, DEFAULT_BRAND } from './site/parse-brand';
export { currentSiteInfo, isBrandRootDomain, isTaiwanEnabled } from './site/current-site';
export { browserNav } from './site/browser-nav';
export { safeHttpUrl, hashRoute, openInNewTab, openRouteInNewTab } from './site/links';
export { PHONE_MEDIA_QUERY, isPhoneWindow, opensNewTab, newTabProps } from './site/link-target';
export { backOffice, backOfficeOf, backOfficeUrl } from './site/back-office';
export type { BackOfficeRole } from './site/back-office';

// routes
export { ROUTES, SUB_APP_PREFIX, findRoute, hashPath, hashQuery, isOwnedBy, routesOf } from './routes/route-table';
export type { RouteEntry, ParcelName, SiteFeature } from './routes/route-table';
export { useHashLocation } from './routes/use-hash-location';

// formatting
export { formatCount } from './format/count';
export { defaultAvatarName, defaultAvatarUrl, avatarUrl } from './format/avatar';
export type { AvatarName } from './format/avatar';
export { detectBrowser, opensInSameTab, isMobileUserAgent } from './format/browser';
export type { BrowserFamily } from './format/browser';
export { parseExhibition } from './format/exhibition';

// texts, codes, constants, validation (also in the server-safe entry @campus/shared-utils/rules)
export {
  MSG, msgText, CODE, CAPTCHA_ERRORS, captchaErrorText, schoolLoginError, channelLoginError, sendCodeError,
  serverMessage, SMS_COUNTDOWN_S, SMS_CODE_LENGTH, PASSWORD_LENGTH, PASSWORD_SPECIALS, QR_POLL, REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS, HOME, SEARCH, HEADER_WIDTH_PX, DIALOG_WIDTH_PX, MODAL_BODY_PADDING_PX, SCHOOL_NAME_MAX_CHARS,
  K_THRESHOLD, AREA_CODES, MAINLAND_AREA_CODE, TAIWAN_AREA_CODE, CONTACT_HOURS, SESSION_LOAD_DELAYS_MS,
  CHANNEL_FREEZE_HOURS, COOKIE_DAYS, MAINLAND_PHONE_PATTERN, TAIWAN_PHONE_PATTERN, EMAIL_PATTERN, EMPLOYER_CODE_PATTERN,
  PASSWORD_PATTERN, isBlank, checkEmployerPhone, checkEmployerPhoneForCode, checkStudentPhone, isValidStudentPhone,
  areaCodesFor, withAreaCode, checkEmployerCode, checkStudentCode, checkPassword, checkConfirmPassword,
  checkUsername, checkAccountPassword,
} from './rules';
export type {
  MsgKey, KnownCode, AreaCode, PasswordContext, FormErrors, StudentLoginForm, EmployerPasswordLoginForm,
  EmployerCodeForm, EmployerRegisterForm, PasswordResetForm, SchoolLoginForm, ChannelLoginForm,
} from './rules';

// API client
export { api } from './api/api';
// the client's building blocks, for the student module's calls (student.ts); parcels use `api`
export { http } from './api/http';
export { conformed, parsed } from './api/parsed';
export { progressOf } from './api/event-stream';
export { isObj, readObj, readStr, readNum, readFlag, readOneOf, readStrList } from './util/read';
export type { Obj } from './util/read';
export { parseRecruitHot, parseAboutUs } from './format/home-json';
export type { RequestOptions } from './api/http';
// answer shapes (shapes/): what the student module's shapes and calls build on; in the browser `Type` is
// shapes/type-lite.ts (the build's alias), and the student module takes these from here, not a copy of its own
export { Type } from '@sinclair/typebox';
export { conform } from './shapes/conform';
export { Flag } from './shapes/site';
export { PositionCard, PositionCardFields, PositionCompany, CompanyCard, CompanyCardFields } from './shapes/cards';
export type { ApiResult, ApiSuccess, ApiFailure, Payload } from './api/result';
export { dataOf } from './api/result';

// cookies, storage, session
export { getCookie, setCookie, removeCookie, clearRoleCookies, readAuthFromCookies, writeLoginCookies, loginCookieDays, ROLE_COOKIES } from './storage/cookies';
export type { LoginCookieFields } from './storage/cookies';
export { cookieName, PLATFORM } from './storage/cookie-names';
export type { CookieKey } from './storage/cookie-names';
export { getSession, setSession, removeSession, getLocal, setLocal, removeLocal, SESSION_KEYS, LOCAL_KEYS } from './storage/web-storage';
export type { SessionValues, SessionKey, LocalValues, LocalKey, RecentSearch } from './storage/web-storage';
export { restoreAuth, checkSession } from './auth/session';
export type { SessionCheckOutcome } from './auth/session';
export { clearLoginData } from './auth/clear-login-data';
export { logoutBackTypeHere } from './auth/logout-back-type';
export { loadStudentInfo, watchStudentInfo } from './auth/student-info';
export { publishUnreadNotices, refreshUnreadNotices, watchUnreadNotices } from './auth/unread-notices';
export { transferUrl } from './auth/transfer';
export type {
  CaptchaTicket, CaptchaPuzzle, CaptchaAnswer, ServiceCode, UserIdAnswer, EmployerLoginAnswer, LoginQrCode, SchoolLoginAnswer, ChannelLoginAnswer,
  TransferTicket, TransferLoginAnswer, TransferLoginRequest, EmployerLoginRequest,
} from './api/auth-types';

// shared UI
export { Modal } from './ui/modal';
export type { ModalProps } from './ui/modal';
export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { toast } from './ui/toast';
export { AreaFailed, AREA_FAILED_TEXT } from './ui/area-failed';
export { parcelLifecycles } from './ui/parcel-lifecycles';
export { cx } from './ui/cx';
export { SR_ONLY } from './ui/sr-only';
export { SiteSearch, searchRoute } from './ui/site-search/site-search';
export type { SiteSearchProps } from './ui/site-search/site-search';
