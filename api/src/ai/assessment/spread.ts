import type { AssessmentResult } from '@campus/shared-utils/shapes';
import type { ItemPart } from './catalogue';

/**
 * When a part of the assessment shows no clear preference. Scores are 0-100 from the mean answer (score.ts),
 * so one step of the five-point scale on every item of a group moves it by 25. A part is flat when its highest
 * and lowest scores are closer than FLAT_SPREAD: for interest, 8 items a type, half a step on average (13); for
 * values, 2 items each, and abilities, 1 item each, a whole step (25), since one answer moved by one step is
 * no preference. The book then says so instead of ranking, and names only scores that stand that far apart.
 */
export const FLAT_SPREAD: Record<ItemPart, number> = { interest: 13, values: 25, ability: 25 };

export const spreadOf = (scores: readonly number[]): number => (scores.length === 0 ? 0 : Math.max(...scores) - Math.min(...scores));

export const isFlat = (part: ItemPart, scores: readonly number[]): boolean => spreadOf(scores) < FLAT_SPREAD[part];

/** Which parts of a result are flat (1), for the result page to say so. */
export function flatParts(r: Pick<AssessmentResult, 'types' | 'values' | 'abilities'>): NonNullable<AssessmentResult['flat']> {
  const flag = (part: ItemPart, list: readonly { score: number }[]) => (isFlat(part, list.map((x) => x.score)) ? 1 : 0);
  return { interest: flag('interest', r.types), values: flag('values', r.values), abilities: flag('ability', r.abilities) };
}

type Scored = { label: string; score: number };

/**
 * Up to `limit` items from one end (`top`: highest first; `bottom`: lowest first), whole ties only (a tie is
 * never cut), each at least FLAT_SPREAD[part] from the other end: the ones that clearly stand out.
 */
export function clearEnd<T extends Scored>(part: ItemPart, list: readonly T[], end: 'top' | 'bottom', limit: number): T[] {
  const sorted = [...list].sort((a, b) => (end === 'top' ? b.score - a.score : a.score - b.score));
  const other = sorted[sorted.length - 1]?.score ?? 0;
  const chosen: T[] = [];
  for (const item of sorted) {
    if (Math.abs(item.score - other) < FLAT_SPREAD[part]) break;
    const tie = sorted.filter((x) => x.score === item.score);
    if (chosen.includes(item)) continue;
    if (chosen.length + tie.length > limit) break;
    chosen.push(...tie);
  }
  return chosen;
}
