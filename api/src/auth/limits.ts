import { CHANNEL_FREEZE_HOURS } from '@campus/shared-utils/rules';

const MINUTE_MS = 60 * 1000;

/** Employer password logins (ARCHITECTURE §4): failures per phone and per address within 15 minutes → 30009. */
export const EMPLOYER_LOGIN_LIMITS = { perPhone: 5, perIp: 20, windowMs: 15 * MINUTE_MS } as const;

/** Channel logins (spec §9): 5 failures within 15 minutes freeze the account for 24 h (500002). */
export const CHANNEL_LOGIN_LIMITS = { failures: 5, windowMs: 15 * MINUTE_MS, freezeMs: CHANNEL_FREEZE_HOURS * 60 * MINUTE_MS } as const;

/** Counter keys, in one place so tests and housekeeping name them alike. */
export const LIMIT_KEYS = {
  employerPhone: (phone: string) => `emp:fail:phone:${phone}`,
  employerIp: (ip: string) => `emp:fail:ip:${ip}`,
  channelFailures: (username: string) => `chan:fail:${username}`,
  channelFreeze: (username: string) => `chan:freeze:${username}`,
} as const;
