import MISCONCEPTIONS from '../dictionaries/misconceptions.json';
import { matchText } from '../text/normalize';
import { acronymNote, namesAcronym, wrongAcronymsOf } from './acronyms';
import { namesAttribution, wrongAttributionsOf } from './attributions';

/**
 * interview.misconception: a factual error a student says with confidence (MySQL 默认隔离级别是读已提交, 心肺复苏先做人工
 * 呼吸, 五险包括意外伤害险), from the dictionary of the banks' knowledge questions (misconceptions.json: each entry's
 * regular expressions of the wrong statement, those that mean it is being corrected instead, and the note that
 * names the right fact). Read sentence by sentence, so a correction in the next sentence does not hide it, and a
 * correction of an entry marked `clause` only in the clauses the wrong statement is said in (its corrections are
 * bare negations, and a 不 elsewhere in the sentence is about something else).
 */
type Entry = { wrong: string[]; unless?: string[]; clause?: boolean; note: string; fires: string[]; passes: string[] };
type Compiled = { wrong: RegExp[]; unless: RegExp[]; clause: boolean; note: string };

const ENTRIES: Record<string, Entry[]> = MISCONCEPTIONS.entries;
const compiled = new Map<string, Compiled[]>();

function entriesOf(questionId: string): Compiled[] {
  let list = compiled.get(questionId);
  if (!list) {
    list = (ENTRIES[questionId] ?? []).map((e) => ({ wrong: e.wrong.map((r) => new RegExp(r, 'u')), unless: (e.unless ?? []).map((r) => new RegExp(r, 'u')), clause: e.clause === true, note: e.note }));
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

// a clause ends at a comma (folded ，) or an enumeration comma's bigger sibling, the colon
const CLAUSE_END = /[,，:：]/u;

/**
 * The clauses a wrong statement's match touches: from the comma before it to the comma after it. A correction
 * (不是, 其实, 误以为) clears the error only there, so 先不要慌，把滴速调快一点 or 用气圈，这样那块皮肤就不受压了 still say
 * it, while 默认是可重复读，不是读已提交 (a match across both clauses) is corrected.
 */
export function clausesAround(sentence: string, from: number, to: number): string {
  let start = from;
  while (start > 0 && !CLAUSE_END.test(sentence[start - 1]!)) start--;
  let end = to;
  while (end < sentence.length && !CLAUSE_END.test(sentence[end]!)) end++;
  return sentence.slice(start, end);
}

/**
 * Whether a sentence says the entry's error: a wrong statement matched and no correction in the sentence, or, for an
 * entry whose corrections are bare negations (`clause`: 不, 避免), none in the clauses the statement is said in.
 */
const says = (e: Compiled, sentence: string): boolean =>
  e.wrong.some((re) => {
    const m = re.exec(sentence);
    if (m === null) return false;
    const around = asserted(e.clause ? clausesAround(sentence, m.index, m.index + m[0].length) : sentence);
    return !e.unless.some((u) => u.test(around));
  });

/**
 * interview.misconception.asserted: 其实就是 (正则化其实就是对数据做归一化) asserts what follows it, as 就是 does; a
 * correction says 其实不是 or 其实是错的. It is read as 就是 before the corrections are looked for.
 */
const ASSERTING = /其实就是/gu;
const asserted = (text: string): string => text.replace(ASSERTING, '就是');

/**
 * The notes of the errors an answer to the question says, each once: the dictionary's entries in its order, then
 * each acronym spelled out wrongly (interview.error.acronym, `acronyms.ts`) and each concept attributed wrongly
 * (interview.error.attribution, `attributions.ts`) on any question, unless an entry that fired names that acronym, or
 * that concept with its originator, the name said or its year, already (one error, one note).
 */
export function misconceptionsOf(answer: string, questionId: string): string[] {
  const sentences = sentencesOf(answer);
  const notes = entriesOf(questionId)
    .filter((e) => sentences.some((s) => says(e, s)))
    .map((e) => e.note);
  // an entry's note that names the acronym (STP是Segmentation…，不是战略、价格或促销) names its wrong expansion already
  const acronyms = wrongAcronymsOf(answer).filter((key) => !notes.some((n) => namesAcronym(n, key)));
  // an entry's note that names the concept's originator (鱼骨图是石川馨提出的…) names the wrong attribution already
  const attributions = wrongAttributionsOf(answer).filter((w) => !notes.some((n) => namesAttribution(n, w)));
  return [...notes, ...acronyms.map(acronymNote), ...attributions.map((w) => w.note)];
}

/** The dictionary's entries with their examples, for the tests that hold each to them. */
export const misconceptionEntries = (): [string, Entry[]][] => Object.entries(ENTRIES);
