import { findSkills } from '../dictionary';
import { findActionVerbs, findQuantified, findStar } from '../rules/quantify';
import { clausesOf, readLookAlikeBars } from './sentences';

/**
 * The engine's rewrites: the student's own sentence, its clauses reordered into 背景→行动→结果, with a
 * 【请补充：…】 gap wherever a part or a number is missing. Nothing is invented: every word outside a gap is
 * the student's, or a joining word (使, 用).
 */

export const gap = (what: string): string => `【请补充：${what}】`;
const GAPS = {
  situation: gap('当时要解决的问题或目标'),
  action: gap('你具体做了什么、用了什么方法'),
  result: gap('结果，最好有数字，如从多少到多少、覆盖多少人'),
};
const end = (text: string) => `${text.replace(/[，,;；。.!！?？\s]+$/, '')}。`;

type Part = 'situation' | 'action' | 'result';

/** What a clause mainly tells: a result (a figure or a result cue), a situation or task, an action, or nothing. */
function partOf(clause: string): Part | null {
  const star = findStar(clause);
  if (star.parts.result.length > 0) return 'result';
  if (star.parts.situation.length > 0 || star.parts.task.length > 0) return 'situation';
  if (star.parts.action.length > 0) return 'action';
  return null;
}

/**
 * A description reordered as 背景 → 行动 → 结果. A clause that tells none of them stays with the part before
 * it; a part the description lacks becomes a gap.
 */
export function starRewrite(text: string): string {
  const groups: Record<Part, string[]> = { situation: [], action: [], result: [] };
  let last: Part = 'situation';
  for (const clause of clausesOf(text)) {
    last = partOf(clause) ?? last;
    groups[last].push(clause);
  }
  const parts = (['situation', 'action', 'result'] as const).map((p) => (groups[p].length > 0 ? groups[p].join('，') : GAPS[p]));
  return end(parts.join('，'));
}

/** A sentence without a result, with the result asked for after it. */
export const quantifiedRewrite = (sentence: string): string => end(`${end(sentence).slice(0, -1)}，使${gap('变化的数字，如从多少到多少、提升百分之几、服务多少人')}`);

/** A sentence without a verb, with the deed asked for in front of it. */
export const verbRewrite = (sentence: string): string => end(`${gap('你做了什么，如负责、设计、优化')}${sentence}`);

/** A figure nobody believes replaced by its two ends: 性能提升 300% → 性能从【原来的数值】提升到【现在的数值】. */
export function figureRewrite(sentence: string): string {
  return end(
    sentence.replace(/(提升|提高|增长|增加|上涨|降低|减少|下降|缩短|达到|达)(?:了|至|到)?\s*[\d０-９]+(?:[.．][\d０-９]+)?\s*[%％]/g, (_m, verb: string) =>
      /达/.test(verb) ? `达到${gap('实际数值和统计范围')}` : `从${gap('原来的数值')}${verb}到${gap('现在的数值')}`,
    ),
  );
}

/** A keyword list turned into the sentence it should be, with its first three skills (or words) kept. */
export function keywordListRewrite(text: string): string {
  const skills = findSkills(text);
  const words = (skills.length > 0 ? skills : readLookAlikeBars(text).split(/[、,，;；/|｜\s]+/).filter(Boolean)).slice(0, 3);
  return end(`用 ${words.join('、')} ${gap('完成了什么功能或解决了什么问题')}，${gap('结果，如性能、效率或用户数的变化')}`);
}

/** For a copied description: the entry's own 背景→行动→结果, all to be told. */
export const ownWordsSkeleton = (title: string): string => end(`在“${title}”中，${GAPS.situation}，我${GAPS.action}，${GAPS.result}`);

/** A short description, kept and asked to go on. */
export const shortRewrite = (text: string): string => (findQuantified(text).length > 0 || findActionVerbs(text).length > 0 ? starRewrite(text) : verbRewrite(text));
