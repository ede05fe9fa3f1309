import { CHANNEL_FREEZE_HOURS } from '@campus/shared-utils/rules';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * How a password login is guarded (login-guard.ts): failures per account and requester (a browser trusted for the
 * account, else an address) before that requester waits `lockMs(n)` after its nth lock of the day; failures per
 * account of every untrusted requester together before they all freeze for `anywhereLockMs` (with an alert); and
 * failures per address over every account within the window.
 */
export type LoginPolicy = {
  perRequester: number;
  anywhere: number;
  perIp: number;
  windowMs: number;
  lockMs: (locksToday: number) => number;
  anywhereLockMs: number;
  /**
   * From this many failures of the requester (`mine`) or of strangers together (`strangers`, untrusted requesters
   * only) within the window, each further attempt needs a passed slider first (30007). Absent where the route
   * asks for one on every attempt (employers).
   */
  captchaAfter?: { mine: number; strangers: number };
};

/** A person who mistyped twice passes a slider; a script guessing from many places pays one for every guess. */
const ADMIN_CAPTCHA_AFTER = { mine: 2, strangers: 10 };

/** 15 minutes, doubling with each lock of the day, at most a day: guessing stays slow, a mistyping owner waits little. */
const growing = (locksToday: number) => Math.min(DAY_MS, 15 * MINUTE_MS * 2 ** Math.max(0, locksToday - 1));

/** Employer password logins (docs/architecture.md §4) → 30009. */
export const EMPLOYER_LOGIN_LIMITS: LoginPolicy = { perRequester: 5, anywhere: 50, perIp: 20, windowMs: 15 * MINUTE_MS, lockMs: growing, anywhereLockMs: 15 * MINUTE_MS };

/** School and department admin logins → 30009; a campus shares few addresses, so the address bound is generous. */
export const SCHOOL_LOGIN_LIMITS: LoginPolicy = {
  perRequester: 5,
  anywhere: 50,
  perIp: 50,
  windowMs: 15 * MINUTE_MS,
  lockMs: growing,
  anywhereLockMs: 15 * MINUTE_MS,
  captchaAfter: ADMIN_CAPTCHA_AFTER,
};

/** Channel logins (spec §9): 5 failures freeze the account for 24 h (500002), for that requester; 50 from strangers, for strangers. */
export const CHANNEL_LOGIN_LIMITS: LoginPolicy = {
  perRequester: 5,
  anywhere: 50,
  perIp: 50,
  windowMs: 15 * MINUTE_MS,
  lockMs: () => CHANNEL_FREEZE_HOURS * 60 * MINUTE_MS,
  anywhereLockMs: CHANNEL_FREEZE_HOURS * 60 * MINUTE_MS,
  captchaAfter: ADMIN_CAPTCHA_AFTER,
};

/** Counter keys, in one place so tests and housekeeping name them alike. `subject` is '<kind>:<account>'. */
export const LIMIT_KEYS = {
  /** `requester` is 'trusted', 'ip:<address>', or '*' for every untrusted requester together */
  loginFailures: (subject: string, requester: string) => `login:fail:${subject}:${requester}`,
  loginLock: (subject: string, requester: string) => `login:lock:${subject}:${requester}`,
  loginLocks: (subject: string, requester: string) => `login:locks:${subject}:${requester}`,
  loginAddress: (kind: string, ip: string) => `login:ip:${kind}:${ip}`,
} as const;

/** Whose password login is counted. */
export type LoginKind = 'school' | 'channel' | 'employer';

/** The subject of an account's login counters. */
export const loginSubject = (kind: LoginKind, account: string) => `${kind}:${account}`;
