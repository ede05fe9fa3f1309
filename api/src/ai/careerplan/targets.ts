import type { AssessmentResult, CareerTarget, ResumeContent } from '@campus/shared-utils/shapes';
import { OCCUPATION_LIST } from '../assessment/catalogue';
import { positionsIn } from '../assessment/result';
import KEYWORDS from '../diagnose/category-keywords.json';
import { targetScore, targetSignals, type ScoredTarget } from './target-score';
import { GAP_MAX, TARGETS_MAX } from './target-weights';

/**
 * The book's target roles: every occupation of the catalogue scored on the student's intention, experience,
 * interest code and major (target-score.ts, weights in target-weights.ts), best first; two or three of them,
 * each in other job categories than the targets before it (so the plan is not three names of one job). An
 * occupation with no open position on this site is no target, unless it is the student's own intention: then it
 * stays and says plainly that this site has none. Each target has why and the skills gap: the keywords
 * recruiters look for in its categories (diagnose/category-keywords.json) that the experience shows and those it lacks.
 */

const LISTS: Record<string, string[]> = KEYWORDS.categories;

export type RankedTarget = ScoredTarget & { positions: number };

/** The occupations to aim at: the best, skipping one whose categories a chosen target already covers. */
export function pickTargets<T extends { categories: string[] }>(occupations: readonly T[]): T[] {
  const chosen: T[] = [];
  for (const o of occupations) {
    if (chosen.length >= TARGETS_MAX) break;
    if (chosen.some((c) => c.categories.some((label) => o.categories.includes(label)))) continue;
    chosen.push(o);
  }
  // a catalogue narrower than three distinct areas still gives two targets when it can
  for (const o of occupations) if (chosen.length < 2 && !chosen.includes(o)) chosen.push(o);
  return chosen;
}

/** The catalogue by score, then code match, then catalogue order; closed here (0 positions) only when intended. */
export function rankTargets(code: string, resume: ResumeContent, groupOf: ReadonlyMap<string, string>, counts: ReadonlyMap<string, number>): RankedTarget[] {
  return OCCUPATION_LIST.map((o, index) => {
    const signals = targetSignals(o, resume, code, groupOf);
    return { ...o, signals, score: targetScore(signals), positions: positionsIn(o.categories, counts), index };
  })
    .filter((o) => o.positions > 0 || o.signals.intention.length > 0)
    .sort((a, b) => b.score - a.score || b.signals.match - a.signals.match || a.index - b.index)
    .map(({ index: _index, ...o }) => o);
}

function gap(o: RankedTarget): { have: string[]; missing: string[] } {
  const { titles, keywords } = o.signals;
  const experience = titles.map((t) => `相关经历：${t}`);
  const list = [...new Set(o.categories.flatMap((label) => LISTS[label] ?? []))];
  if (list.length === 0) return { have: experience, missing: titles.length > 0 ? [] : [`${o.categories[0] ?? o.name}方向的实习或项目经历`] };
  return { have: [...keywords, ...experience], missing: list.filter((k) => !keywords.includes(k)).slice(0, GAP_MAX) };
}

/** Why a target: its score and what made it, the occupation, and this site's open positions (or plainly none). */
function why(o: RankedTarget, code: string): string {
  const s = o.signals;
  const labels = o.categories.join('、');
  const reasons = [
    s.intention.length > 0 ? `符合你的求职意向（${s.intention.join('、')}）` : '',
    s.titles.length > 0 ? `你已有相关经历（${s.titles.slice(0, 3).join('、')}）` : s.keywords.length > 0 ? `简历中已有${s.keywords.slice(0, 3).join('、')}等相关技能` : '',
    s.major ? `与你的${s.major}专业对口` : '',
    `与你的兴趣代码${code}匹配度${s.match}%（该职业的代码是${o.code}）`,
  ].filter((r) => r !== '');
  const open = o.positions > 0 ? `本站目前有${o.positions}个相关在招职位（${labels}）。` : `本站暂无在招职位（${labels}）：这是你的求职意向，所以仍列为目标，求职时请同时留意其他招聘渠道。`;
  return `综合评分${o.score}分：${reasons.join('；')}。${o.description}。${open}`;
}

export function buildTargets(result: Pick<AssessmentResult, 'riasec_code'>, resume: ResumeContent, groupOf: ReadonlyMap<string, string>, counts: ReadonlyMap<string, number>): { targets: CareerTarget[]; occupations: RankedTarget[] } {
  const occupations = pickTargets(rankTargets(result.riasec_code, resume, groupOf, counts));
  const targets = occupations.map((o) => ({ role: o.name, riasec_code: o.code, why: why(o, result.riasec_code), ...gap(o) }));
  return { targets, occupations };
}
