import type { AssessmentResult, OccupationMatch } from '@campus/shared-utils/shapes';
import { TYPE_INFO } from './catalogue';
import { matchOccupations } from './match';
import { scoreAssessment, type Answers } from './score';

/** Occupations a result shows (the page lists them under the code). */
export const OCCUPATIONS_SHOWN = 12;

export type FrozenAssessment = Omit<AssessmentResult, 'id' | 'created_at' | 'flat'>;

/** Live positions of the site in an occupation's categories (counts per category label). */
export const positionsIn = (categories: readonly string[], counts: ReadonlyMap<string, number>): number => categories.reduce((sum, label) => sum + (counts.get(label) ?? 0), 0);

/** The result of finished answers: scores, code, the types explained, values, abilities and the matching occupations with this site's live positions. */
export function buildAssessmentResult(answers: Answers, counts: ReadonlyMap<string, number>): FrozenAssessment {
  const scored = scoreAssessment(answers);
  const occupations: OccupationMatch[] = matchOccupations(scored.code, scored.scores, OCCUPATIONS_SHOWN).map((o) => ({
    name: o.name,
    riasec_code: o.code,
    match: o.match,
    description: o.description,
    categories: o.categories,
    positions: positionsIn(o.categories, counts),
  }));
  return {
    riasec_code: scored.code,
    scores: scored.scores,
    types: TYPE_INFO.map((t) => ({ ...t, score: scored.scores[t.key] })),
    values: scored.values,
    abilities: scored.abilities,
    occupations,
  };
}

/** The category labels a result's occupations lead to (the counts to read for it). */
export const resultCategories = (result: Pick<AssessmentResult, 'occupations'>): string[] => [...new Set(result.occupations.flatMap((o) => o.categories))];

/** A stored result with the live position counts of the site it is read on (the rest stays as frozen). */
export function withLiveCounts<T extends Pick<AssessmentResult, 'occupations'>>(result: T, counts: ReadonlyMap<string, number>): T {
  return { ...result, occupations: result.occupations.map((o) => ({ ...o, positions: positionsIn(o.categories, counts) })) };
}
