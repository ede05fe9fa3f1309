/**
 * China Standard Time (UTC+8, no daylight saving), the one clock of days as the users read them: the daily caps
 * (SMS codes, applications, AI calls, views) count per China day, and the demo and the career book place times in it.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** The China date of a moment, YYYY-MM-DD: the key a daily counter is kept under. */
export const chinaDay = (now: number): string => new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The moment the China day of `now` began, epoch ms. */
export const chinaDayStart = (now: number): number => Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;

/** A time `days` from the China day of `now`, at `hour` (halves allowed: 8.5 is 8:30). */
export const chinaTimeAfter = (now: number, days: number, hour: number): number => chinaDayStart(now) + days * DAY_MS + hour * HOUR_MS;

/** China midnight of a calendar date, epoch ms. */
export const chinaMidnight = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) - CHINA_OFFSET_MS;
