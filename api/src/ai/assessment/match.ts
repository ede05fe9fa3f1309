import type { RiasecType } from '@campus/shared-utils/shapes';
import { OCCUPATION_LIST, type Occupation } from './catalogue';

/**
 * How close an occupation's code is to the student's: position-weighted letter agreement. The student's
 * letters weigh 3, 2 and 1 by position; a letter the occupation has at the same position counts its whole
 * weight, one it has at another position half of it. Out of 6: round(points / 6 * 100).
 * E.g. student SAE: SAE 100, SEA (S 3 + A 1 + E 0.5 = 4.5) 75, ASE (1.5 + 1 + 1) 58, IRC 0.
 */
const WEIGHTS = [3, 2, 1] as const;

export function codeMatch(studentCode: string, occupationCode: string): number {
  let points = 0;
  [...studentCode].forEach((letter, i) => {
    const at = occupationCode.indexOf(letter);
    if (at === i) points += WEIGHTS[i]!;
    else if (at >= 0) points += WEIGHTS[i]! / 2;
  });
  return Math.round((points / 6) * 100);
}

export type MatchedOccupation = Occupation & { match: number };

/**
 * The occupations closest to the code, at most `limit`: by match, then by the student's own scores on the
 * occupation's letters (weighted 3-2-1, so of two SAE-equal matches the one nearer the student's interests
 * wins), then in catalogue order. Occupations with no letter in common are left out.
 */
export function matchOccupations(code: string, scores: Record<RiasecType, number>, limit: number): MatchedOccupation[] {
  const interest = (o: Occupation) => [...o.code].reduce((sum, letter, i) => sum + (scores[letter as RiasecType] ?? 0) * WEIGHTS[i]!, 0);
  return OCCUPATION_LIST.map((o, index) => ({ ...o, match: codeMatch(code, o.code), interest: interest(o), index }))
    .filter((o) => o.match > 0)
    .sort((a, b) => b.match - a.match || b.interest - a.interest || a.index - b.index)
    .slice(0, limit)
    .map(({ interest: _interest, index: _index, ...o }) => o);
}
