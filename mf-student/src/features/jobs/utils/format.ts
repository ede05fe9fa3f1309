import { JOBS_TEXT as T } from './texts';

const DAY = 86_400_000;

/** When a position was published, as Chinese job sites say it: 今天, 昨天, 3天前, then the date. */
export function publishedText(at: number, now: number = Date.now()): string {
  if (!at) return '';
  const startOf = (t: number) => {
    const d = new Date(t);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  };
  const days = Math.round((startOf(now) - startOf(at)) / DAY);
  if (days <= 0) return T.published.today;
  if (days === 1) return T.published.yesterday;
  if (days < 7) return T.published.daysAgo(days);
  const d = new Date(at);
  const md = `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return T.published.on(d.getFullYear() === new Date(now).getFullYear() ? md : `${d.getFullYear()}-${md}`);
}

/** A date and time range of a job fair: 11月28日 09:00-16:00, or two dates when it spans days. */
export function fairTimeText(start: number, end: number): string {
  const s = new Date(start);
  const e = new Date(end);
  const date = (d: Date) => T.fairDate(d.getMonth() + 1, d.getDate());
  const time = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  return date(s) === date(e) ? `${date(s)} ${time(s)}-${time(e)}` : T.fairSpan(`${date(s)} ${time(s)}`, `${date(e)} ${time(e)}`);
}

/** A count as a list header says it; a capped count reads 10000+. */
export const countText = (total: number, capped: boolean): string => (capped ? `${total}+` : String(total));
