import type { RiasecType } from '@campus/shared-utils/shapes';
import { ITEM_LIST, OCCUPATION_LIST, type ScoredItem } from '../src/ai/assessment/catalogue';
import { codeMatch, matchOccupations } from '../src/ai/assessment/match';
import { buildAssessmentResult, positionsIn } from '../src/ai/assessment/result';
import { groupScore, riasecCode, scoreAssessment } from '../src/ai/assessment/score';

/** Answers giving every item of a type/key the value `of` returns for its key. */
const answersBy = (of: (key: string, item: ScoredItem) => number) => new Map(ITEM_LIST.map((item) => [item.id, of(item.key, item)]));
const interest = (item: ScoredItem) => item.part === 'interest';
const BY_TYPE: Record<string, number> = { R: 2, I: 4, A: 5, S: 4, E: 3, C: 1 };

describe('RIASEC scoring', () => {
  it('maps the mean answer of a group onto 0-100', () => {
    expect(groupScore([1, 1, 1, 1, 1, 1, 1, 1])).toBe(0);
    expect(groupScore([3, 3, 3, 3, 3, 3, 3, 3])).toBe(50);
    expect(groupScore([5, 5, 5, 5, 5, 5, 5, 5])).toBe(100);
    // mean 4.5 → 3.5 / 4 = 87.5 → 88; mean 2.625 → 1.625 / 4 = 40.625 → 41
    expect(groupScore([4, 4, 4, 4, 5, 5, 5, 5])).toBe(88);
    expect(groupScore([1, 2, 3, 4, 5, 1, 2, 3])).toBe(41);
    expect(groupScore([])).toBe(0);
  });

  it('scores a hand-worked example: R 2s, I 4s, A 5s, S 4s, E 3s, C 1s give AIS (I before S on their tie)', () => {
    const scored = scoreAssessment(answersBy((key, item) => (interest(item) ? BY_TYPE[key]! : key === 'achievement' || key === 'logic' ? 5 : 3)));
    expect(scored.scores).toEqual({ R: 25, I: 75, A: 100, S: 75, E: 50, C: 0 });
    expect(scored.code).toBe('AIS');
    expect(scored.values.find((v) => v.key === 'achievement')).toEqual({ key: 'achievement', label: '成就感', score: 100 });
    expect(scored.values.filter((v) => v.key !== 'achievement').every((v) => v.score === 50)).toBe(true);
    expect(scored.abilities.find((a) => a.key === 'logic')).toEqual({ key: 'logic', label: '数理逻辑', score: 100 });
    expect(scored.abilities.filter((a) => a.key !== 'logic').every((a) => a.score === 50)).toBe(true);
  });

  it('scores single items: one answer moves its type by 100 / (4 × 8) per step', () => {
    // all 3 except one R item at 5: R mean 3.25 → 56
    const thirdR = ITEM_LIST.filter((item) => item.key === 'R')[2]!;
    const scored = scoreAssessment(answersBy((_key, item) => (item === thirdR ? 5 : 3)));
    expect(scored.scores.R).toBe(56);
    expect(scored.scores.I).toBe(50);
    expect(scored.code).toBe('RIA');
  });

  it('gives the same code for the same answers whatever order they came in, ties in R I A S E C order', () => {
    const answers = answersBy((key, item) => (interest(item) ? (key === 'C' || key === 'E' ? 4 : 3) : 3));
    const reversed = new Map([...answers.entries()].reverse());
    expect(scoreAssessment(answers).code).toBe('EC' + 'R');
    expect(scoreAssessment(reversed)).toEqual(scoreAssessment(answers));
    expect(riasecCode({ R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 })).toBe('RIA');
    expect(riasecCode({ R: 10, I: 20, A: 20, S: 90, E: 20, C: 20 })).toBe('SIA');
    expect(riasecCode({ C: 70, E: 70, S: 70, A: 0, I: 0, R: 0 } as Record<RiasecType, number>)).toBe('SEC');
  });
});

describe('occupation matching by code', () => {
  it('weighs the student’s letters 3-2-1, half for a letter at another position', () => {
    expect(codeMatch('SAE', 'SAE')).toBe(100);
    expect(codeMatch('SAE', 'SEA')).toBe(75); // 3 + 1 + 0.5
    expect(codeMatch('SAE', 'ASE')).toBe(58); // 1.5 + 1 + 1
    expect(codeMatch('SAE', 'SIR')).toBe(50); // 3
    expect(codeMatch('SAE', 'RIC')).toBe(0);
    expect(codeMatch('SAE', 'CRE')).toBe(17); // E at its place: 1
  });

  it('lists the closest occupations first, then by the student’s scores on their letters, at most the limit', () => {
    const scores = { R: 25, I: 75, A: 100, S: 75, E: 50, C: 0 };
    const found = matchOccupations('AIS', scores, 12);
    expect(found).toHaveLength(12);
    expect(found[0]).toMatchObject({ name: '交互设计师', code: 'AIS', match: 100 });
    for (let i = 1; i < found.length; i += 1) expect(found[i - 1]!.match).toBeGreaterThanOrEqual(found[i]!.match);
    for (const o of found) expect(o.match).toBe(codeMatch('AIS', o.code));
    // no occupation left out matches better than the last one listed
    const last = found[found.length - 1]!.match;
    const shown = new Set(found.map((o) => o.name));
    expect(OCCUPATION_LIST.filter((o) => !shown.has(o.name)).every((o) => codeMatch('AIS', o.code) <= last)).toBe(true);
  });

  it('builds a result: types explained, 12 occupations with the live positions of their categories', () => {
    const counts = new Map([['交互设计', 3], ['产品经理', 2], ['编辑', 7]]);
    expect(positionsIn(['交互设计', '产品经理', '会计'], counts)).toBe(5);
    const result = buildAssessmentResult(answersBy((key, item) => (interest(item) ? BY_TYPE[key]! : 3)), counts);
    expect(result.riasec_code).toBe('AIS');
    expect(result.types.map((t) => [t.key, t.score])).toEqual([['R', 25], ['I', 75], ['A', 100], ['S', 75], ['E', 50], ['C', 0]]);
    expect(result.occupations).toHaveLength(12);
    expect(result.occupations.find((o) => o.name === '交互设计师')).toMatchObject({ positions: 3, categories: ['交互设计'] });
    expect(result.occupations.find((o) => o.name === '新闻编辑')).toMatchObject({ match: 100, positions: 7 });
    expect(result.occupations.find((o) => o.name === '图书编辑')).toMatchObject({ riasec_code: 'AIC', match: 83, positions: 7 });
  });
});
