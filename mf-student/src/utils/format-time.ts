const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The parts of a moment in China Standard Time: the times users read, whatever the browser's zone. */
export function cstParts(ms: number) {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: pad(d.getUTCMonth() + 1), d: pad(d.getUTCDate()), h: pad(d.getUTCHours()), min: pad(d.getUTCMinutes()), wd: d.getUTCDay() };
}

/** 2026-11-22 */
export function formatDate(ms: number): string {
  const t = cstParts(ms);
  return `${t.y}-${t.m}-${t.d}`;
}

/** 2026-11-22 14:30 */
export function formatDateTime(ms: number): string {
  const t = cstParts(ms);
  return `${t.y}-${t.m}-${t.d} ${t.h}:${t.min}`;
}
