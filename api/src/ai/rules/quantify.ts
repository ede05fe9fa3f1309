// Content findings for the diagnosis: quantified results, action verbs and the STAR pattern of a description.
// Each finding says which rule made it and where (offsets in the NFKC-normalised text).
import { ACTION_VERBS } from './action-verbs';
import { findDateRanges } from './dates';
import { APPROX_WORDS, ARROWS, BASELINE_NOT, BASELINE_WORDS, CHANGE_WORDS, COUNTED_WORDS, RESULT_UNITS, STAR_CUES, type StarPart } from './quantify-words';

export type Finding = { rule: string; text: string; span: [number, number] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

// 200, 1.2, 500+, and the approximate counts students write: 200 余, 300 多
const NUMBER = String.raw`\d+(?:[.,]\d+)*\+?(?:\s*(?:${alternation(APPROX_WORDS)}))?`;
const UNIT = `(?:${alternation(RESULT_UNITS)})`;
const WITH_UNIT = new RegExp(`(?<![\\d.])${NUMBER}\\s*${UNIT}(?![a-z])`, 'gi');
// content.quantified.chinese: the same count in Chinese numerals, as a plain description writes it (二十节, 六位摊主,
// 三处错误, 约三千): two or more, or a ten, hundred or thousand (一 alone is an article: 一个学生, 一次), never an
// ordinal (第三版) nor inside a longer run of numerals read from its start. Read for a resume's description only: a
// spoken answer's 两个抓手、三个关键词 are the heads of a frame, not results (interview/frames.ts)
const CHINESE_NUMBER = String.raw`(?<![第一二两三四五六七八九十百千万几])(?:[二两三四五六七八九]|十|一(?=[十百千万]))[一二两三四五六七八九十百千万]*`;
const CHINESE_WITH_UNIT = new RegExp(`${CHINESE_NUMBER}(?:\\s*(?:${alternation(APPROX_WORDS)}))?\\s*${UNIT}`, 'g');
const CHANGE = new RegExp(`(?:${alternation(CHANGE_WORDS.filter((w) => w !== '前'))})(?:了|至|到|约|近|超)?\\s*${NUMBER}\\s*${UNIT}?|翻倍|翻番|(?:前|top\\s*)${NUMBER}\\s*%?`, 'gi');
// a count with what it counts said first: 播放2000多, 涨粉2100多, 销量达300余
// (a unit after the number makes it a number with its unit: 成交 600 多单)
const COUNTED = new RegExp(`(?:${alternation(COUNTED_WORDS)})(?:量|数)?(?:了|达|达到|超|超过|约|近|破)?\\s*${NUMBER}(?![\\d.]|\\s*(?:${alternation(APPROX_WORDS)})?\\s*${UNIT})`, 'gi');
// a change with both ends: 从 6 分钟缩短到 50 秒, 1.2k→4k, 380→90 ms
const VALUE = `${NUMBER}\\s*${UNIT}?`;
const FROM_TO = new RegExp(`从[^，。；,;]{0,12}?${VALUE}[^，。；,;\\d]{0,8}?(?:到|至)\\s*${VALUE}|(?<![\\d.])${VALUE}\\s*(?:${alternation(ARROWS)})\\s*${VALUE}`, 'gi');
// a baseline the result is measured against, within its sentence: 原导出一份报表需要 6 分钟, 此前每周 3 次
const BASELINE = new RegExp(`(?!${alternation(BASELINE_NOT)})(?:${alternation(BASELINE_WORDS)})[^。；;]{0,30}?\\d`, 'g');

function matches(text: string, re: RegExp, rule: string): Finding[] {
  return [...text.matchAll(re)].map((m) => ({ rule, text: m[0], span: [m.index, m.index + m[0].length] as [number, number] }));
}

/** Drops findings that overlap an earlier (or longer) one. */
function disjoint(findings: Finding[]): Finding[] {
  const sorted = [...findings].sort((a, b) => a.span[0] - b.span[0] || b.span[1] - a.span[1]);
  const out: Finding[] = [];
  for (const f of sorted) if (out.length === 0 || f.span[0] >= out[out.length - 1].span[1]) out.push(f);
  return out;
}

/**
 * Quantified results: a number with a unit ("200人", "30%") or a change with a number ("提升30%", "前5%"); dates are no
 * results. With `chinese`, counts in Chinese numerals too (二十节, 三处: content.quantified.chinese).
 */
export function findQuantified(raw: string, { chinese = false } = {}): Finding[] {
  const text = raw.normalize('NFKC');
  const dates = findDateRanges(text).map((d) => d.span);
  const inDate = (f: Finding) => dates.some(([a, b]) => f.span[0] < b && f.span[1] > a);
  const all = [...matches(text, FROM_TO, 'quantify.change'), ...matches(text, CHANGE, 'quantify.change'), ...matches(text, WITH_UNIT, 'quantify.number'), ...matches(text, COUNTED, 'quantify.number'), ...(chinese ? matches(text, CHINESE_WITH_UNIT, 'quantify.number') : [])];
  return disjoint(all.filter((f) => !inDate(f)));
}

const VERBS = new RegExp(alternation(ACTION_VERBS), 'g');

/** Action verbs of ACTION_VERBS in the text, left to right. */
export function findActionVerbs(raw: string): Finding[] {
  return matches(raw.normalize('NFKC'), VERBS, 'content.verb');
}

export type StarReport = {
  parts: Record<StarPart, Finding[]>;
  /** the parts with at least one cue */
  present: StarPart[];
  /** situation or task, action and result all present */
  complete: boolean;
};

// each part's cues as one pattern, made once: a resume's rewrite reads every clause of every description for them.
// One-character cues (使, 让) only count as whole words, which the writer tells with jieba; here they are left out.
const CUE_PATTERNS = Object.fromEntries(
  (Object.keys(STAR_CUES) as StarPart[]).map((part) => [part, new RegExp(alternation(STAR_CUES[part].filter((c) => c.length > 1)), 'g')]),
) as Record<StarPart, RegExp>;

/**
 * STAR cues of a description. Action counts action verbs too, and result counts quantified results:
 * a bullet "负责X，通过Y，使Z提升30%" has a task, an action and a result without naming them.
 */
export function findStar(raw: string): StarReport {
  const text = raw.normalize('NFKC');
  const cue = (part: StarPart) => matches(text, CUE_PATTERNS[part], `star.${part}`);
  const verbs = findActionVerbs(text).filter((v) => !(STAR_CUES.task as readonly string[]).includes(v.text));
  const parts: Record<StarPart, Finding[]> = {
    situation: disjoint([...cue('situation'), ...matches(text, BASELINE, 'star.situation')]),
    task: cue('task'),
    action: disjoint([...cue('action'), ...verbs.map((v) => ({ ...v, rule: 'star.action' }))]),
    result: disjoint([...cue('result'), ...findQuantified(text).map((q) => ({ ...q, rule: 'star.result' }))]),
  };
  const present = (Object.keys(parts) as StarPart[]).filter((p) => parts[p].length > 0);
  const complete = (parts.situation.length > 0 || parts.task.length > 0) && parts.action.length > 0 && parts.result.length > 0;
  return { parts, present, complete };
}
