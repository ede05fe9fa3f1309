import MISCONCEPTIONS from '../dictionaries/misconceptions.json';
import { matchText } from '../text/normalize';

/**
 * interview.misconception: a factual error a student says with confidence (MySQL 默认隔离级别是读已提交, 心肺复苏先做人工
 * 呼吸, 五险包括意外伤害险), from the dictionary of the banks' knowledge questions (misconceptions.json: each entry's
 * regular expressions of the wrong statement, those that mean it is being corrected instead, and the note that
 * names the right fact). Read sentence by sentence, so a correction in the next sentence does not hide it.
 */
type Entry = { wrong: string[]; unless?: string[]; note: string; fires: string[]; passes: string[] };
type Compiled = { wrong: RegExp[]; unless: RegExp[]; note: string };

const ENTRIES: Record<string, Entry[]> = MISCONCEPTIONS.entries;
const compiled = new Map<string, Compiled[]>();

function entriesOf(questionId: string): Compiled[] {
  let list = compiled.get(questionId);
  if (!list) {
    list = (ENTRIES[questionId] ?? []).map((e) => ({ wrong: e.wrong.map((r) => new RegExp(r, 'u')), unless: (e.unless ?? []).map((r) => new RegExp(r, 'u')), note: e.note }));
    compiled.set(questionId, list);
  }
  return list;
}

// matched in the folded form the dictionary is written for (NFKC: ， is ',' there, so a gap never spans a clause)
// a space between two Chinese characters ends a clause as a comma would: what a phone types without punctuation
const sentencesOf = (answer: string): string[] =>
  matchText(answer)
    .split(/[。！？!?；;\n]+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])/)
    .filter((s) => s.trim());

/** The notes of the errors an answer to the question says, each once, in the dictionary's order. */
export function misconceptionsOf(answer: string, questionId: string): string[] {
  const sentences = sentencesOf(answer);
  return entriesOf(questionId)
    .filter((e) => sentences.some((s) => e.wrong.some((re) => re.test(s)) && !e.unless.some((re) => re.test(s))))
    .map((e) => e.note);
}

/** The dictionary's entries with their examples, for the tests that hold each to them. */
export const misconceptionEntries = (): [string, Entry[]][] => Object.entries(ENTRIES);
