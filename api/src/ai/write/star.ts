// The student's own words about an experience as STAR bullet points ("• " lines): situation, task, actions,
// result, in that order, each clause kept as the student wrote it. Action lines open with an action verb;
// a result without a figure gets a placeholder (【X%】) for the student to fill; no number is ever added.
import { ACTION_VERBS } from '../rules/action-verbs';
import { words } from '../text/segment';
import { keepOwnNumbers, numbersOf } from './numbers';
import CUES from '../dictionaries/star-cues.json';
import PHRASES from './star-phrases.json';

export type StarPart = 'situation' | 'task' | 'action' | 'result';
export type Clause = { text: string; sentence: number; part: StarPart };
export type StarStyle = (typeof PHRASES.styles)[number];

const ORDER: readonly StarPart[] = ['situation', 'task', 'action', 'result'];
/** A figure that states an outcome: a percentage or a multiple. */
const OUTCOME_FIGURE = /\d+(?:\.\d+)?\s*(?:%|％|倍)/;
const LEADING_MARKS = /^(?:[•·●○■◆\-*－—]+|\(?\d{1,2}[.、)）]|[（(][一二三四五六七八九十][)）]|[一二三四五六七八九十][、.])\s*/;

/** The style of variant n (rotating, so 重新生成 words the bullets another way). */
export const starStyle = (variant: number): StarStyle => PHRASES.styles[Math.abs(Math.trunc(variant)) % PHRASES.styles.length]!;

/** Clauses of a text: sentences split at 。；！？ and line breaks, then at commas; list marks and pronouns dropped. */
export function splitClauses(text: string): { text: string; sentence: number }[] {
  const out: { text: string; sentence: number }[] = [];
  text
    .split(/[。；;！!？?\n\r]+/)
    .map((s) => s.trim().replace(LEADING_MARKS, ''))
    .filter(Boolean)
    .forEach((sentence, i) => {
      for (const raw of sentence.split(/[，,]/)) {
        const clause = stripPronouns(raw.trim());
        if (clause) out.push({ text: clause, sentence: i });
      }
    });
  return out;
}

/** 在实习期间 / 在项目中 … at the start: when is the entry's own date. */
const TIME_PHRASE = /^在[^，,]{1,10}?(?:时|期间|中|里)(?=.)/;

/** 上线后 / 活动结束后 … at the start of a clause. */
const AFTER_PHRASE = /^[^，,]{2,6}?后(?=.)/;

/** 我 / 我们 / 主要 / 在实习期间 … at the start say nothing a resume needs. */
function stripPronouns(clause: string): string {
  let text = clause.replace(TIME_PHRASE, '').trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of PHRASES.pronouns) {
      if (text.startsWith(p) && text.length > p.length) {
        text = text.slice(p.length).replace(TIME_PHRASE, '').trim();
        changed = true;
      }
    }
  }
  return text;
}

/** A cue in a clause: one-character cues must be a whole word (使 is not 使用), longer ones anywhere. */
function hasCue(clause: string, clauseWords: readonly string[], cues: readonly string[]): boolean {
  return cues.some((cue) => (cue.length === 1 ? clauseWords.includes(cue) : clause.includes(cue)));
}

export const opensWithActionVerb = (clause: string): boolean => ACTION_VERBS.some((v) => clause.startsWith(v));

/** The STAR part of one clause (rules in star-phrases.json's comment, tried in that order). */
export function classifyClause(clause: string): StarPart {
  const w = words(clause);
  const cues = CUES;
  if (OUTCOME_FIGURE.test(clause) || hasCue(clause, w, cues.result_lead)) return 'result';
  // 上线后吸引了… : what follows the time phrase tells the part
  if (opensWithActionVerb(clause.replace(AFTER_PHRASE, ''))) return 'action';
  // 目标是提升… is a task, 针对…下降 a situation: an opening cue wins over a change word
  if (cues.situation.some((c) => clause.startsWith(c))) return 'situation';
  if (cues.task.some((c) => clause.startsWith(c))) return 'task';
  if (hasCue(clause, w, cues.result_change)) return 'result';
  if (hasCue(clause, w, cues.situation)) return 'situation';
  if (hasCue(clause, w, cues.task)) return 'task';
  return 'action';
}

/** A result without a figure: 【X人】 or 【X%】 right after its first anchor word (and a 了), vague amounts dropped. */
export function withPlaceholder(raw: string): string {
  if (/\d/.test(raw)) return raw;
  const { people_words: people, anchors } = PHRASES.placeholders;
  const clause = PHRASES.vague.reduce((t, v) => t.replace(v, ''), raw);
  const anchor = anchors.map((c) => ({ c, at: clause.indexOf(c) })).filter((f) => f.at >= 0).sort((x, y) => x.at - y.at)[0];
  if (!anchor) return raw;
  const placeholder = people.some((p) => clause.includes(p)) ? PHRASES.placeholders.people : PHRASES.placeholders.percent;
  let end = anchor.at + anchor.c.length;
  if (clause[end] === '了') end += 1;
  return `${clause.slice(0, end)}${placeholder}${clause.slice(end)}`;
}

const WEAK_VERBS = Object.entries(PHRASES.weak_verbs as Record<string, string>).sort((a, b) => b[0].length - a[0].length);

/** An action line opening with an action verb: the student's own, a stronger one for a weak verb (做了 → 完成了), or 负责 before it. */
export function asAction(clause: string): string {
  if (opensWithActionVerb(clause)) return clause;
  // a one-character verb must be a word of its own: 用 in 用户 is not 用
  const first = words(clause)[0] ?? '';
  const weak = WEAK_VERBS.find(([w]) => clause.startsWith(w) && (w.length > 1 || first === w));
  if (weak && clause.length > weak[0].length) return `${weak[1]}${clause.slice(weak[0].length)}`;
  return `${PHRASES.default_verb}${clause}`;
}

/** Consecutive clauses of one part and one sentence, joined back with commas. */
function groups(clauses: Clause[], part: StarPart, acrossSentences: boolean): string[] {
  const out: string[] = [];
  let last = -1;
  for (const c of clauses.filter((x) => x.part === part)) {
    if (out.length > 0 && (acrossSentences || c.sentence === last)) out[out.length - 1] += `，${c.text}`;
    else out.push(c.text);
    last = c.sentence;
  }
  return out;
}

/**
 * The student's text as STAR bullets in the style of `variant`: situation and task lines first (labelled as the
 * style says), one line per action (or all in one), the result last with placeholders where a figure is
 * missing, or a line asking for one. '' when the student wrote nothing.
 */
export function starBullets(text: string, variant = 0): string {
  const clauses: Clause[] = splitClauses(text).map((c) => ({ ...c, part: classifyClause(c.text) }));
  if (clauses.length === 0) return '';
  const style = starStyle(variant);
  const lines: string[] = [];
  for (const part of ORDER) {
    if (part === 'action') {
      const actions = clauses.filter((c) => c.part === 'action').map((c) => ({ ...c, text: asAction(c.text) }));
      lines.push(...groups(actions, 'action', style.merge_actions));
    } else if (part === 'result') {
      const results = clauses.filter((c) => c.part === 'result').map((c) => ({ ...c, text: withPlaceholder(c.text) }));
      lines.push(results.length > 0 ? `${style.result}${groups(results, 'result', true)[0]}` : style.missing);
    } else {
      lines.push(...groups(clauses, part, true).map((t) => `${style[part]}${t}`));
    }
  }
  // a guard, not a rewrite: nothing above adds a digit, and this keeps it so
  return keepOwnNumbers(lines.map((l) => `• ${l}`).join('\n'), numbersOf(text));
}
