// Splits the lines of an education, work or project section into entry blocks: an entry starts at a line with a
// date range, or at an organisation line followed by a line holding only the dates; a short line under the title
// (major and degree, department and position) joins the title; the rest is the description.
import { ACTION_VERBS } from './action-verbs';
import { CITIES } from './cities';
import { type DateRange, findDateRanges, findSingleMonth, withoutDate } from './dates';
import { DEGREE_END, DEGREE_WORDS, ORGANISATION, POSITION, POSITION_END, PROJECT_ROLE, SCHOOL, TITLE_LABEL, titleLabel } from './title-words';
import { endsSentence, hasBullet, normalizeLines, stripBullet } from './text';

export type EntryBlock = {
  /** the title line(s) with the dates cut out */
  title: string[];
  date: DateRange | null;
  /** description lines, bullets removed and wrapped lines joined */
  description: string[];
  /** [first, last] line index in the normalised section lines */
  lines: [number, number];
};

/**
 * A description line opens with an action verb; a short job title or a major with its degree may too (测试开发实习生,
 * 运营专员, 统计学 · 本科, 设计学 硕士) and is none.
 */
const opensWithVerb = (line: string) =>
  ACTION_VERBS.some((v) => line.startsWith(v)) && !(line.length <= 20 && !/[，,。；;]/.test(line) && (POSITION_END.test(line) || DEGREE_END.test(line)));

/** How much a line looks like an entry's title (school, company, project name and role). */
export function titleScore(line: string): number {
  let score = 0;
  if (SCHOOL.test(line) || ORGANISATION.test(line)) score += 2;
  if (POSITION.test(line) || PROJECT_ROLE.test(line) || DEGREE_WORDS.some(([re]) => re.test(line))) score += 1;
  if (/[|｜·]|\S\s{2,}\S/.test(line)) score += 1;
  if (hasBullet(line)) score -= 3;
  if (endsSentence(line) || line.length > 40) score -= 3;
  if (/[，,。]/.test(line)) score -= 1;
  if (opensWithVerb(line)) score -= 2;
  return score;
}

/**
 * An award or honour under an entry, dated like one: "2022-2023学年获校级三好学生", "2023.05 荣获优秀毕业生". It is
 * the entry's description, never an entry of its own.
 */
export const AWARD_LINE = /^[\d\s.\-–~〜至年月/]{4,25}(?:学年|年度)?(?:第?[一二上下]学期)?\s*[,，:：]?\s*(?:获得?|荣获|被评为|评为|入选)[^|｜]{0,40}?(?:奖|三好|优秀|称号|荣誉|标兵|先进|之星)/;

/** The date of a line that may start an entry: a range, or a lone month on a short line; never on a bullet or an award. */
function entryDate(line: string): DateRange | null {
  if (hasBullet(line) || AWARD_LINE.test(line)) return null;
  const range = findDateRanges(line)[0];
  if (range) return range;
  const single = findSingleMonth(line);
  return single && withoutDate(line, single).length <= 30 ? single : null;
}

// "项目描述：…", "我的职责：…" open the description; only the title's own labels ("专业：", "职位：") may stand under it
const labelledOtherwise = (line: string) => /[:：]/.test(line) && !TITLE_LABEL.test(line);

const isSubtitle = (line: string | undefined, dated: boolean) =>
  line !== undefined && !dated && !hasBullet(line) && !opensWithVerb(line) && !labelledOtherwise(line) &&
  line.length <= 30 && !endsSentence(line) && titleScore(line) >= 1;

/** Description lines: bullets removed; a line without a bullet under a bulleted one that did not end a sentence is its wrapped tail. */
export function describe(lines: readonly string[]): string[] {
  const out: string[] = [];
  let bulleted = false;
  for (const line of lines) {
    const bullet = hasBullet(line);
    const text = stripBullet(line);
    if (text === '') continue;
    if (!bullet && bulleted && out.length > 0 && !endsSentence(out[out.length - 1])) {
      // English words wrapped at a line end keep their space
      const space = /[A-Za-z0-9,;]$/.test(out[out.length - 1]) && /^[A-Za-z0-9(]/.test(text) ? ' ' : '';
      out[out.length - 1] += space + text;
    } else {
      out.push(text);
      bulleted = bullet;
    }
  }
  return out;
}

type Start = { from: number; to: number; title: number[]; date: DateRange | null };

/** The section's lines with the date each may start an entry with, and the first line still free. */
type Scan = { lines: string[]; dates: (DateRange | null)[]; free: number };

/** A short organisation line above `i` that no entry holds yet ("字节跳动" over "后端开发实习生  2024.06-2024.09"). */
function organisationAbove({ lines, dates, free }: Scan, i: number): boolean {
  const prev = i - 1;
  const line = lines[prev];
  return prev >= free && !dates[prev] && !hasBullet(line) && !opensWithVerb(line) && !labelledOtherwise(line) &&
    line.length <= 20 && !/[，,。；;]/.test(line) && (titleScore(line) >= 2 || prev === 0 || hasBullet(lines[prev - 1]));
}

const namesNoOrganisation = (rest: string) =>
  !SCHOOL.test(rest) && !ORGANISATION.test(rest) && (POSITION.test(rest) || PROJECT_ROLE.test(rest) || DEGREE_WORDS.some(([re]) => re.test(rest)));

/** The title lines of an entry whose line `i` holds only the dates: above it (one or two lines), else below. */
function titleAroundDates(scan: Scan, i: number): number[] {
  const { lines, dates, free } = scan;
  const prev = i - 1;
  // labelled fields over the dates ("学校：南京大学", "专业：金融学", "学历：本科", "时间：2021.09-2025.06"): all of them
  const labelled: number[] = [];
  for (let k = prev; k >= free && labelled.length < 4 && !dates[k] && labelledTitle(lines[k]); k -= 1) labelled.unshift(k);
  if (labelled.length >= 2) return labelled;
  const prevIsTitle = prev >= free && !dates[prev] && !hasBullet(lines[prev]) &&
    (prev === 0 || titleScore(lines[prev]) >= 1 || (hasBullet(lines[prev - 1]) && !opensWithVerb(lines[prev])));
  if (prevIsTitle) {
    // school, then major and degree, then dates: three lines of one title
    const above = prev - 1;
    const twoLines = above >= free && !dates[above] && isSubtitle(lines[above], false) && (above === 0 || titleScore(lines[above]) >= 2);
    return twoLines ? [above, prev] : [prev];
  }
  const next = i + 1;
  return next < lines.length && !dates[next] && !hasBullet(lines[next]) && titleScore(lines[next]) >= 0 ? [next] : [];
}

/** What is left of a dates line when it held nothing else, or only the place ("2024.06 - 2024.09 | 北京"). */
const noTitle = (rest: string) => rest.length < 2 || (CITIES as readonly string[]).includes(rest.replace(/市$/, '')) || /^[\p{Script=Han}]{2,6}(?:市|省|区|县)$/u.test(rest);

function entryStart(scan: Scan, i: number, date: DateRange): Start {
  const rest = withoutDate(scan.lines[i], date);
  let title: number[];
  if (noTitle(rest)) title = titleAroundDates(scan, i);
  else title = organisationAbove(scan, i) && namesNoOrganisation(rest) ? [i - 1, i] : [i];
  let to = Math.max(i, ...title);
  // a label that comes again ("公司：", "School:") starts the next entry's title
  const labels = new Set(title.map((t) => labelOf(scan.lines[t])));
  const labelAgain = (line: string) => labelledTitle(line) && labels.has(labelOf(line));
  // a short line under the title joins it, unless a line of dates alone follows: then it titles the next entry
  if (isSubtitle(scan.lines[to + 1], Boolean(scan.dates[to + 1])) && !datesAlone(scan, to + 2) && !labelAgain(scan.lines[to + 1]!)) {
    labels.add(labelOf(scan.lines[++to]!));
    title.push(to);
  }
  // labelled fields under it join too ("学校：南京大学" / "时间：2021.09-2025.06" / "专业：金融学" / "学历：本科")
  while (to + 1 < scan.lines.length && !scan.dates[to + 1] && labelledTitle(scan.lines[to + 1]!) && !labelAgain(scan.lines[to + 1]!)) {
    labels.add(labelOf(scan.lines[++to]!));
    title.push(to);
  }
  return { from: Math.min(i, ...title), to, title, date };
}

/** A short line holding one labelled title field: "专业：金融学", "Position: Backend Intern". */
const labelledTitle = (line: string) => TITLE_LABEL.test(line) && line.length <= 40 && !hasBullet(line);
/** The label a title line opens with as the rules read it ('' for none): "School:" and "学校：" are one. */
const labelOf = (line: string) => {
  const word = TITLE_LABEL.exec(line)?.[1];
  return word ? titleLabel(word) : '';
};

/** Line `i` holds an entry's dates and nothing else ("2017.9-2021.6" under "武汉大学 | 会计学 | 本科"). */
function datesAlone({ lines, dates }: Scan, i: number): boolean {
  const date = dates[i];
  return Boolean(date) && noTitle(withoutDate(lines[i], date!));
}

/**
 * In a section without dates, a title line after a description starts the next entry ("在线判题系统 | 后端开发"); a
 * short one naming a role (“画像分析 核心开发”) does when bullets follow it, where a wrapped line's tail would not.
 */
function undatedTitle(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  const prev = lines[i - 1]!;
  const next = lines[i + 1];
  const roleUnder = next !== undefined && isSubtitle(next, false) && (lines[i + 2] === undefined || hasBullet(lines[i + 2]!));
  const bulletsFollow = next === undefined || hasBullet(next) || roleUnder;
  // the name and its role may share the line or stand one over the other ("电商用户画像分析" over "核心开发")
  const score = titleScore(roleUnder ? `${line} ${next}` : line);
  const titleLike = titleScore(line) >= 2 || labelledTitle(line) || (score >= 1 && line.length <= 30 && !/[，,。；;]/.test(line) && bulletsFollow);
  return (hasBullet(prev) || endsSentence(prev)) && !hasBullet(line) && !endsSentence(line) && line.length <= 40 &&
    !labelledOtherwise(line) && !opensWithVerb(line) && titleLike;
}

/** The title lines of an undated entry starting at `i`: a role under the name ("核心开发"), or more labelled fields. */
function undatedTitleLines(lines: readonly string[], i: number): number[] {
  const title = [i];
  const labelled = labelledTitle(lines[i]!);
  for (let k = i + 1; k < lines.length && title.length < 4; k += 1) {
    const line = lines[k]!;
    const more = labelled ? labelledTitle(line) && labelOf(line) !== labelOf(lines[i]!) : k === i + 1 && isSubtitle(line, false) && (lines[k + 1] === undefined || hasBullet(lines[k + 1]!));
    if (!more) break;
    title.push(k);
  }
  return title;
}

/** A month or 至今 opening a line, and the rest of the line; null when the line holds a range or opens otherwise. */
function openingMonth(line: string): { month: string; rest: string } | null {
  if (findDateRanges(line).length > 0) return null;
  const now = /^(至今|现在|今)(?![\p{Script=Han}])/u.exec(line);
  if (now) return { month: now[1]!, rest: line.slice(now[0].length).trim() };
  const single = findSingleMonth(line);
  return single && single.span[0] === 0 ? { month: single.text, rest: line.slice(single.span[1]).trim() } : null;
}

/**
 * A timeline's months stacked in a column beside each entry: the start month opens the title line, the end month
 * the line under it ("2020.09 上海财经大学 会计学 本科" over "2024.06 主修课程：…"). They become one range on the
 * title line when its line is no title of its own and the second month is not earlier (unless the first line is a title).
 */
export function joinStackedMonths(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const first = openingMonth(lines[i]!);
    const second = first && lines[i + 1] !== undefined ? openingMonth(lines[i + 1]!) : null;
    const start = first ? findSingleMonth(first.month) : null;
    const end = second && !/^(至今|现在|今)$/.test(second.month) ? findSingleMonth(second.month) : null;
    // the end not before the start, or (a slip of the student's: "2025.07" over "2025.06") under an entry's title:
    // read as written, the range marked unsure by the date rules
    const ordered = start && second && (end ? end.start >= start.start || titleScore(first!.rest) >= 1 : true);
    if (first && second && ordered && !/^(至今|现在|今)$/.test(first.month) && titleScore(second.rest) < 2) {
      out.push(`${first.month} - ${second.month} ${first.rest}`.trim());
      if (second.rest) out.push(second.rest);
      i += 1;
    } else out.push(lines[i]!);
  }
  return out;
}

/** Examples run as tests (api/test/ai-rules-layouts.test.ts). */
export const STACKED_MONTH_EXAMPLES: readonly { from: string[]; to: string[] }[] = [
  { from: ['2020.09 上海财经大学 会计学 本科', '2024.06 主修课程：审计学'], to: ['2020.09 - 2024.06 上海财经大学 会计学 本科', '主修课程：审计学'] },
  { from: ['2024.03', '至今', '字节跳动 产品实习生'], to: ['2024.03 - 至今', '字节跳动 产品实习生'] },
  { from: ['2023.03 论文一篇', '2022.11 专利一项'], to: ['2023.03 论文一篇', '2022.11 专利一项'] },
  { from: ['2025.07 美的集团 前端开发实习生', '2025.06 • 开发活动页'], to: ['2025.07 - 2025.06 美的集团 前端开发实习生', '• 开发活动页'] },
];

export function splitEntryBlocks(raw: readonly string[]): EntryBlock[] {
  const lines = joinStackedMonths(normalizeLines(raw));
  const scan: Scan = { lines, dates: lines.map(entryDate), free: 0 };
  const { dates } = scan;
  const starts: Start[] = [];
  for (const [i, date] of dates.entries()) {
    if (!date || i < scan.free) continue;
    const start = entryStart(scan, i, date);
    starts.push(start);
    scan.free = start.to + 1;
  }
  const undated = starts.length === 0;
  if (undated) {
    for (let i = 1; i < lines.length; i += 1) {
      if (!undatedTitle(lines, i)) continue;
      const title = undatedTitleLines(lines, i);
      starts.push({ from: i, to: title.at(-1)!, title, date: null });
      i = title.at(-1)!;
    }
  }
  // a section without dates, or lines before the first dated entry: one entry titled by its first line(s)
  // (untitled when that line is a bullet or a sentence, so no description is lost)
  const firstFrom = starts[0]?.from ?? lines.length;
  const titled = !hasBullet(lines[0] ?? '') && !endsSentence(lines[0] ?? '') && (lines[0] ?? '').length <= 40;
  const firstTitle = undated ? undatedTitleLines(lines, 0).filter((k) => k < firstFrom) : [0];
  if (firstFrom > 0) starts.unshift(titled ? { from: 0, to: firstTitle.at(-1)!, title: firstTitle, date: null } : { from: 0, to: -1, title: [], date: null });
  return starts.map((s, k) => {
    const end = (starts[k + 1]?.from ?? lines.length) - 1;
    const body = lines.slice(s.to + 1, end + 1);
    const title = s.title.map((t) => (s.date && dates[t] === s.date ? withoutDate(lines[t], s.date) : lines[t]));
    return { title, date: s.date, description: describe(body), lines: [s.from, end] };
  });
}
