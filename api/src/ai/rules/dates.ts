// Date ranges of resume entries in the forms students write them, read into `YYYY-MM` months ('' = 至今).
// Spans are offsets in the NFKC-normalised text (callers pass normalised lines; see text.ts).

export type DateRange = {
  start: string;
  /** '' for 至今 / 今 / 现在 / Present */
  end: string;
  /** [from, to) in the normalised text */
  span: [number, number];
  text: string;
  /** 0-1: low for years without months, a single month, or an end before the start */
  confidence: number;
};

const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
// 2021.09 2021/9 2021-09 2021年9月 (spaces only around 年 and 月, so "2021 - 06/2025" is not June 2021)
const YEAR_MONTH = String.raw`(?<![\d.])${YEAR}(?:[./-]|\s*年\s*)${MONTH}(?!\d)(?:\s*月)?(?:\s*\d{1,2}\s*日|[./-]\d{1,2}(?![\d./]|-\d{1,2}(?!\d)))?`;
// 09/2021 (English resumes)
const MONTH_YEAR = String.raw`(?<![\d./])${MONTH}[/.]${YEAR}(?!\d)`;
// Sep 2021, Sept. 2021, September 2021
const EN_MONTH_YEAR = String.raw`\b(?:${MONTHS_EN.join('|')})[a-z]*\.?,?\s*${YEAR}(?!\d)`;
const YEAR_ONLY = String.raw`(?<![\d.])${YEAR}(?![\d.])(?:\s*年(?!\s*\d))?`;
const POINT = `(?:${YEAR_MONTH}|${MONTH_YEAR}|${EN_MONTH_YEAR}|${YEAR_ONLY})`;
const PRESENT = String.raw`(?:至今|现在|目前|今|present|now|current|today)`;
// hyphen, figure dash (‒, as PDFs print en dashes), en and em dashes, horizontal bar, minus sign, tildes, 至 and 到
const SEP = String.raw`\s*(?:[-‒–—―−~〜至到]+|to)\s*`;

const RANGE = new RegExp(`(${POINT})${SEP}(${POINT}|${PRESENT})`, 'gi');
const SINGLE = new RegExp(`${YEAR_MONTH}|${MONTH_YEAR}|${EN_MONTH_YEAR}`, 'gi');
const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'i');

type Point = { year: number; month: number | null };

/** One side of a range: a year and a month, or a year alone (month null). */
export function parsePoint(text: string): Point | null {
  const t = text.trim();
  let m = /^((?:19|20)\d{2})(?:[./-]|\s*年\s*)(\d{1,2})/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{1,2})[/.]((?:19|20)\d{2})/.exec(t);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^([a-z]{3})[a-z]*\.?,?\s*((?:19|20)\d{2})/i.exec(t);
  if (m) return { year: Number(m[2]), month: MONTHS_EN.indexOf(m[1].toLowerCase()) + 1 };
  m = /^((?:19|20)\d{2})/.exec(t);
  return m ? { year: Number(m[1]), month: null } : null;
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

function rangeOf(match: RegExpExecArray): DateRange | null {
  const from = parsePoint(match[1]);
  if (!from) return null;
  const span: [number, number] = [match.index, match.index + match[0].length];
  const untilNow = PRESENT_ONLY.test(match[2].trim());
  const to = untilNow ? null : parsePoint(match[2]);
  if (!untilNow && !to) return null;
  // Years without months keep the widest reading (-01 to -12) and say they are unsure.
  const start = month(from.year, from.month ?? 1);
  const end = to ? month(to.year, to.month ?? 12) : '';
  let confidence = from.month === null || (to && to.month === null) ? 0.6 : 0.95;
  if (end !== '' && end < start) confidence = 0.3;
  return { start, end, span, text: match[0], confidence };
}

/** Every date range in a line, left to right. */
export function findDateRanges(line: string): DateRange[] {
  const found: DateRange[] = [];
  for (const m of line.matchAll(RANGE)) {
    const r = rangeOf(m as RegExpExecArray);
    if (r) found.push(r);
  }
  return found;
}

/** A lone month ("2023.07"): start = end, less sure than a range. */
export function findSingleMonth(line: string): DateRange | null {
  for (const m of line.matchAll(SINGLE)) {
    const p = parsePoint(m[0]);
    if (p?.month) {
      const start = month(p.year, p.month);
      return { start, end: start, span: [m.index, m.index + m[0].length], text: m[0], confidence: 0.7 };
    }
  }
  return null;
}

/** The first date range of a line, else its first lone month, else null. */
export function findDateRange(line: string): DateRange | null {
  return findDateRanges(line)[0] ?? findSingleMonth(line);
}

/** A text that is a date range and nothing else (surrounding brackets and spaces allowed). */
export function parseDateRange(text: string): DateRange | null {
  const r = findDateRange(text);
  if (!r) return null;
  const rest = text.slice(0, r.span[0]) + text.slice(r.span[1]);
  return /^[\s()[\]（）【】:：,，]*$/.test(rest) ? r : null;
}

/** The line without the date's span, with the separators left at the cut trimmed. */
export function withoutDate(line: string, range: DateRange): string {
  return `${line.slice(0, range.span[0])} ${line.slice(range.span[1])}`
    .replace(/[()（）[\]【】]\s*[()（）[\]【】]/g, ' ')
    .replace(/^[\s|｜,，:：]+|[\s|｜,，:：]+$/g, '')
    // the date's own label ("时间：2024.01-2024.04") goes with it
    .replace(/(?:^|\s)(?:起止)?(?:时间|日期|时间段|在校时间|任职时间|项目时间|period|dates?)$/i, '')
    .trim();
}
