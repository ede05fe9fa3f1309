import { CHANNEL_FREEZE_HOURS } from '@campus/shared-utils/rules';

const MINUTE_MS = 60 * 1000;

/** Employer password logins (ARCHITECTURE §4): failures per phone and per address within 15 minutes → 30009. */
export const EMPLOYER_LOGIN_LIMITS = { perPhone: 5, perIp: 20, windowMs: 15 * MINUTE_MS } as const;

/**
 * School and department admin logins: as employers, failures per account and (a generous outer bound, a whole
 * campus shares few addresses) per address within 15 minutes → 30009, even with the right password.
 */
export const SCHOOL_LOGIN_LIMITS = { perAccount: 5, perIp: 50, windowMs: 15 * MINUTE_MS } as const;

/**
 * Channel logins (spec §9): 5 failures within 15 minutes from one address freeze the account FOR THAT ADDRESS for
 * 24 h (500002), so a stranger elsewhere cannot lock the admin out of their own network; 50 failures from
 * anywhere (a guesser spread over many addresses) freeze it everywhere.
 */
export const CHANNEL_LOGIN_LIMITS = { failures: 5, anywhere: 50, windowMs: 15 * MINUTE_MS, freezeMs: CHANNEL_FREEZE_HOURS * 60 * MINUTE_MS } as const;

/** Counter keys, in one place so tests and housekeeping name them alike. */
export const LIMIT_KEYS = {
  employerPhone: (phone: string) => `emp:fail:phone:${phone}`,
  employerIp: (ip: string) => `emp:fail:ip:${ip}`,
  schoolAccount: (name: string) => `school:fail:name:${name}`,
  schoolIp: (ip: string) => `school:fail:ip:${ip}`,
  /** per account and address; `address` '*' is the account's count and freeze from anywhere */
  channelFailures: (username: string, address: string) => `chan:fail:${username}:${address}`,
  channelFreeze: (username: string, address: string) => `chan:freeze:${username}:${address}`,
} as const;
