import { MINE_TEXT } from './texts';

const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The parts of a moment in China Standard Time: the times users read, whatever the browser's zone. */
function cst(ms: number) {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: pad(d.getUTCMonth() + 1), d: pad(d.getUTCDate()), h: pad(d.getUTCHours()), min: pad(d.getUTCMinutes()), wd: d.getUTCDay() };
}

/** 2026-11-22 */
export function formatDate(ms: number): string {
  const t = cst(ms);
  return `${t.y}-${t.m}-${t.d}`;
}

/** 2026-11-22 14:30 */
export function formatDateTime(ms: number): string {
  const t = cst(ms);
  return `${t.y}-${t.m}-${t.d} ${t.h}:${t.min}`;
}

/** 11月25日（周三）14:30 */
export function formatInterviewTime(ms: number): string {
  const t = cst(ms);
  return MINE_TEXT.interviewTime(Number(t.m), Number(t.d), MINE_TEXT.weekdays[t.wd] ?? '', `${t.h}:${t.min}`);
}
