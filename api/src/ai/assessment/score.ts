import type { RiasecType } from '@campus/shared-utils/shapes';
import { ABILITY_LABELS, ITEM_LIST, RIASEC, VALUE_LABELS, type ItemPart } from './catalogue';

/**
 * Scores of a finished assessment (pure). Every part is scored the same way: the mean of its items' answers
 * (1-5) mapped onto 0-100, i.e. round((mean - 1) / 4 * 100): all 1 → 0, all 3 → 50, all 5 → 100. No item is
 * reversed. The code is the three types with the highest scores; a tie goes to the type earlier in R I A S E C,
 * so the same answers always give the same code.
 */

export type Answers = ReadonlyMap<string, number>;
export type Scored = { key: string; label: string; score: number };
export type AssessmentScores = {
  code: string;
  scores: Record<RiasecType, number>;
  values: Scored[];
  abilities: Scored[];
};

/** 0-100 from the answers (1-5) of a group of items; 0 for a group without answers. */
export function groupScore(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.round(((mean - 1) / 4) * 100);
}

function scoreOf(answers: Answers, part: ItemPart, key: string): number {
  return groupScore(ITEM_LIST.filter((item) => item.part === part && item.key === key).map((item) => answers.get(item.id) ?? 0).filter((v) => v > 0));
}

/** The three letters with the highest scores, ties in R I A S E C order. */
export function riasecCode(scores: Record<RiasecType, number>): string {
  return [...RIASEC]
    .sort((a, b) => scores[b] - scores[a] || RIASEC.indexOf(a) - RIASEC.indexOf(b))
    .slice(0, 3)
    .join('');
}

export function scoreAssessment(answers: Answers): AssessmentScores {
  const scores = Object.fromEntries(RIASEC.map((t) => [t, scoreOf(answers, 'interest', t)])) as Record<RiasecType, number>;
  return {
    code: riasecCode(scores),
    scores,
    values: VALUE_LABELS.map((v) => ({ ...v, score: scoreOf(answers, 'values', v.key) })),
    abilities: ABILITY_LABELS.map((a) => ({ ...a, score: scoreOf(answers, 'ability', a.key) })),
  };
}
