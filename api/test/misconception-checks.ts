import { bankQuestion } from '../src/ai/interview/bank';
import { misconceptionEntries, misconceptionsOf } from '../src/ai/interview/misconceptions';
import { ERROR_CAP, MANY_ERRORS, MANY_ERRORS_CAP } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
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
