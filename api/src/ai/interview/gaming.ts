import { normalizeText } from '../text/normalize';
import type { BankQuestion } from './bank';
import { otherTopicsOf } from './relevance';
import { COPY_OVERLAP, COPY_RUN, REPEAT_MIN_CHARS, STUFFED_TOPICS } from './weights';

/**
 * interview.gaming: answers that say nothing of the student's own, by the share of their characters found in runs
 * of another text: the question pasted back (echo), the bank's sample answer copied (copied), the same text given
 * for several questions (repeated, across the interview). At COPY_OVERLAP or more it is that text. And an answer
 * about STUFFED_TOPICS or more other questions as much as about its own (relevance.ts) strings keywords together.
 */
export type GamingKind = 'echo' | 'copied' | 'repeated' | 'stuffed';

const charsOf = (text: string): string[] => [...normalizeText(text).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')];

function runsOf(chars: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + COPY_RUN <= chars.length; i += 1) runs.add(chars.slice(i, i + COPY_RUN).join(''));
  return runs;
}

/**
 * Share of `text`'s characters (letters and digits) that lie in a run of COPY_RUN or more found in `source` (0-1):
 * a copy keeps the source's runs, an answer in one's own words shares its terms but few runs.
 */
export function overlap(text: string, source: string): number {
  const mine = charsOf(text);
  if (mine.length < COPY_RUN) return 0;
  const theirs = runsOf(charsOf(source));
  const inRun = new Array<boolean>(mine.length).fill(false);
  for (let i = 0; i + COPY_RUN <= mine.length; i += 1) {
    if (theirs.has(mine.slice(i, i + COPY_RUN).join(''))) inRun.fill(true, i, i + COPY_RUN);
  }
  return inRun.filter(Boolean).length / mine.length;
}

/** The samples a student may have seen for this question (a report shows them). */
const samplesOf = (q: BankQuestion): string[] => [q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {})].filter(Boolean);

/** What the answer is, on its own: the question pasted back, a sample copied or keywords of many questions; null when none. */
export function gamingOf(answer: string, question: BankQuestion): GamingKind | null {
  if (overlap(answer, question.text) >= COPY_OVERLAP) return 'echo';
  if (samplesOf(question).some((s) => overlap(answer, s) >= COPY_OVERLAP)) return 'copied';
  if (otherTopicsOf(answer, question).length >= STUFFED_TOPICS) return 'stuffed';
  return null;
}

/**
 * For each answer, the first other answer it repeats (its index in `answers`), or -1. `parents[i]` is the question
 * answer i belongs to (a follow-up's is the question it follows): a follow-up that repeats its own question's
 * answer is the repeat, not that answer.
 */
export function repeatsOf(answers: readonly string[], parents: readonly number[] = answers.map((_, i) => i)): number[] {
  const long = answers.map((a) => [...a.replace(/\s/g, '')].length >= REPEAT_MIN_CHARS);
  const repeatedBy = (i: number, j: number) => j !== i && long[j] && parents[j] !== i && overlap(answers[i]!, answers[j]!) >= COPY_OVERLAP;
  return answers.map((_, i) => (long[i] ? answers.findIndex((_b, j) => repeatedBy(i, j)) : -1));
}
