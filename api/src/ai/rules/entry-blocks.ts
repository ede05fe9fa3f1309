// Splits the lines of an education, work or project section into entry blocks: an entry starts at a line with a
// date range, or at an organisation line followed by a line holding only the dates; a short line under the title
// (major and degree, department and position) joins the title; the rest is the description.
import { ACTION_VERBS } from './action-verbs';
import { type DateRange, findDateRanges, findSingleMonth, withoutDate } from './dates';
import { DEGREE_WORDS, ORGANISATION, POSITION, PROJECT_ROLE, SCHOOL } from './title-words';
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

const opensWithVerb = (line: string) => ACTION_VERBS.some((v) => line.startsWith(v));

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

/** The date of a line that may start an entry: a range, or a lone month on a short line; never on a bullet. */
function entryDate(line: string): DateRange | null {
  if (hasBullet(line)) return null;
  const range = findDateRanges(line)[0];
  if (range) return range;
  const single = findSingleMonth(line);
  return single && withoutDate(line, single).length <= 30 ? single : null;
}

// "项目描述：…", "我的职责：…" open the description; only the title's own labels ("专业：", "职位：") may stand under it
const TITLE_LABEL = /^(学校|院校|专业|学历|学位|公司|单位|职位|岗位|职务|部门|项目名称|角色|担任|身份)\s*[:：]/;
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
    }
    else {
      out.push(text);
      bulleted = bullet;
    }
  }
  return out;
}

type Start = { from: number; to: number; title: number[]; date: DateRange | null };

export function splitEntryBlocks(raw: readonly string[]): EntryBlock[] {
  const lines = normalizeLines(raw);
  const dates = lines.map(entryDate);
  const starts: Start[] = [];
  let free = 0; // first line not taken by an earlier entry's title
  for (const [i, line] of lines.entries()) {
    const date = dates[i];
    if (!date || i < free) continue;
    const rest = withoutDate(line, date);
    let from = i;
    const title: number[] = [];
    if (rest.length >= 2) {
      title.push(i);
      // "字节跳动" over "后端开发实习生  2024.06-2024.09": the organisation stands on the line above
      const prev = i - 1;
      const orgAbove = prev >= free && !dates[prev] && !hasBullet(lines[prev]) && !opensWithVerb(lines[prev]) && !labelledOtherwise(lines[prev]) &&
        lines[prev].length <= 20 && !/[，,。；;]/.test(lines[prev]) && (titleScore(lines[prev]) >= 2 || prev === 0 || hasBullet(lines[prev - 1]));
      if (orgAbove && !SCHOOL.test(rest) && !ORGANISATION.test(rest) && (POSITION.test(rest) || PROJECT_ROLE.test(rest) || DEGREE_WORDS.some(([re]) => re.test(rest)))) {
        from = prev;
        title.unshift(prev);
      }
    } else {
      const prev = i - 1;
      const prevIsTitle = prev >= free && !dates[prev] && !hasBullet(lines[prev]) &&
        (prev === 0 || titleScore(lines[prev]) >= 1 || (hasBullet(lines[prev - 1]) && !opensWithVerb(lines[prev])));
      if (prevIsTitle) {
        from = prev;
        title.push(prev);
        // school, then major and degree, then dates: three lines of one title
        const above = prev - 1;
        if (above >= free && !dates[above] && isSubtitle(lines[above], false) && (above === 0 || titleScore(lines[above]) >= 2)) {
          from = above;
          title.unshift(above);
        }
      } else if (i + 1 < lines.length && !dates[i + 1] && titleScore(lines[i + 1]) >= 0 && !hasBullet(lines[i + 1])) title.push(i + 1);
    }
    let to = Math.max(i, ...title);
    if (isSubtitle(lines[to + 1], Boolean(dates[to + 1]))) title.push(++to);
    starts.push({ from, to, title, date });
    free = to + 1;
  }
  // a section without dates, or lines before the first dated entry: one entry titled by its first line
  // (untitled when that line is a bullet or a sentence, so no description is lost)
  const firstFrom = starts[0]?.from ?? lines.length;
  const titled = !hasBullet(lines[0] ?? '') && !endsSentence(lines[0] ?? '') && (lines[0] ?? '').length <= 40;
  if (firstFrom > 0) starts.unshift(titled ? { from: 0, to: 0, title: [0], date: null } : { from: 0, to: -1, title: [], date: null });
  return starts.map((s, k) => {
    const end = (starts[k + 1]?.from ?? lines.length) - 1;
    const body = lines.slice(s.to + 1, end + 1);
    const title = s.title.map((t) => (s.date && dates[t] === s.date ? withoutDate(lines[t], s.date) : lines[t]));
    return { title, date: s.date, description: describe(body), lines: [s.from, end] };
  });
}
