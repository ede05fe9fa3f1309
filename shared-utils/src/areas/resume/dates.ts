/** Calendar dates of the resume rules, read in China Standard Time (UTC+8) whatever the machine's zone. */

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

export type CalendarDay = { year: number; month: number; day: number };

/** The calendar day of an instant in China Standard Time. */
export function cstDay(nowMs: number): CalendarDay {
  const d = new Date(nowMs + CST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const MONTH = /^(\d{4})-(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A month `YYYY-MM` as a sortable number (year * 12 + month - 1), or null when malformed. */
export function monthIndex(text: string): number | null {
  const m = MONTH.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1900 || month < 1 || month > 12) return null;
  return year * 12 + month - 1;
}

/** A real calendar date `YYYY-MM-DD` (no 2月30日), or null. */
export function parseCalendarDate(text: string): CalendarDay | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const day: CalendarDay = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const probe = new Date(Date.UTC(day.year, day.month - 1, day.day));
  if (day.year < 1900 || probe.getUTCMonth() !== day.month - 1 || probe.getUTCDate() !== day.day) return null;
  return day;
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** `YYYY-MM` → `YYYY.MM`, '' → 至今 (for display). */
export function formatResumeMonth(text: string, untilNow = '至今'): string {
  return text ? text.replace('-', '.') : untilNow;
}

type DatedEntry = { id: number; start_date: string; end_date: string };

/**
 * The order of every dated resume list, for the server's answers and the page's own updates alike: newest
 * first by start month, then (same start) an ongoing entry (至今, an empty end) first, then the newer entry.
 */
export function newestFirst<T extends DatedEntry>(entries: readonly T[]): T[] {
  const ongoing = (e: DatedEntry) => (e.end_date === '' ? 1 : 0);
  return [...entries].sort((a, b) => (monthIndex(b.start_date) ?? 0) - (monthIndex(a.start_date) ?? 0) || ongoing(b) - ongoing(a) || b.id - a.id);
}
