import path from 'node:path';
import { bankQuestion } from '../src/ai/interview/bank';
import { misconceptionEntries, misconceptionsOf } from '../src/ai/interview/misconceptions';
import { ERROR_CAP, MANY_ERRORS, MANY_ERRORS_CAP } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import { RATED_SETS, loadRatedSet, readRatings, type RatedAnswer } from './ai-judgement/rated-set';
import { expectWithinMs } from './timing';

/** A fluent answer wrong on several claims is capped at MANY_ERRORS_CAP; its right twin fires nothing and stays above ERROR_CAP. */
export function expectWrongTwinCapped(id: string, interview: { category: string; group: string }, wrong: string, right: string): void {
  const scored = (answer: string) => scoreOne(bankQuestion(id)!, answer, interview);
  expect(misconceptionsOf(wrong, id).length).toBeGreaterThanOrEqual(MANY_ERRORS);
  expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
  expect(misconceptionsOf(right, id)).toEqual([]);
  expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
}

/** Each near-match line repeated to 5,000 characters fires nothing and is read within `boundMs` (fastest of three). */
export function expectNearMatchesQuiet(near: readonly (readonly [string, string])[], boundMs: number): void {
  for (const [id, unit] of near) {
    const answer = unit.repeat(Math.ceil(5000 / unit.length));
    expect(misconceptionsOf(answer, id)).toEqual([]);
    expectWithinMs(() => misconceptionsOf(answer, id), boundMs);
  }
}

/** Each pattern (wrong and unless) of each near-match line's question runs over that line repeated to 5,000 characters within `boundMs` (fastest of three). */
export function expectEachPatternQuick(near: readonly (readonly [string, string])[], boundMs: number): void {
  const entries = new Map(misconceptionEntries());
  for (const [id, unit] of near) {
    const answer = unit.repeat(Math.ceil(5000 / unit.length));
    for (const pattern of entries.get(id)!.flatMap((e) => [...e.wrong, ...(e.unless ?? [])])) {
      const re = new RegExp(pattern, 'u');
      expectWithinMs(() => re.test(answer), boundMs);
    }
  }
}

/** Every answer of the rated sets that either rater put at 3 or more, of those `wanted` keeps. */
export function answersRatedFair(wanted: (a: RatedAnswer) => boolean = () => true): RatedAnswer[] {
  return Object.values(RATED_SETS).flatMap((dir) => {
    const { answers, resumes } = loadRatedSet(dir);
    const ids = [...answers, ...resumes].map((i) => i.id);
    const passes = ['ratings-a.json', 'ratings-b.json'].map((f) => readRatings(path.join(dir, f), ids)).map((r) => ('ratings' in r ? r.ratings : {}));
    return answers.filter((a) => wanted(a) && passes.some((p) => (p[a.id] ?? 0) >= 3));
  });
}

/**
 * A round's entries (the last `added[id]` of each question's list, and the older ones it `widened`, by note) fire on no
 * answer to their questions that either rater put at 3 or more: at least `least` such answers read.
 */
export function expectAddedQuietOnFairAnswers(added: Record<string, number>, least: number, widened: readonly string[] = []): void {
  const entries = new Map(misconceptionEntries());
  const notes = new Set([...Object.entries(added).flatMap(([id, n]) => entries.get(id)!.slice(-n).map((e) => e.note)), ...widened]);
  const rated = answersRatedFair((a) => a.question_id in added);
  expect(rated.length).toBeGreaterThan(least);
  expect(rated.flatMap((a) => misconceptionsOf(a.answer, a.question_id).filter((n) => notes.has(n)).map((n) => `${a.id}: ${n}`))).toEqual([]);
}
