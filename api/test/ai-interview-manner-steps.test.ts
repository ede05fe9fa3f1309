import { bankQuestion } from '../src/ai/interview/bank';
import { listsTerms } from '../src/ai/interview/enumeration';
import { isPredicate } from '../src/ai/interview/told-steps';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.gaming.enumeration.steps.manner: on a question asking what is done, a part that says how or when a thing is
 * to be done (垃圾及时清运, 尽量不扰民) is a measure told, whatever the segmenter tags its verb: a short answer of such
 * measures is no list of terms. Written for these tests: none is an item of a rated set.
 */
const CIVIL = bankQuestion('civil-14')!;

describe('interview.gaming.enumeration.steps.manner: measures told by how they are done are no terms', () => {
  it('reads a part with a word of manner as a step, a rate or a quality named by it as a term', () => {
    for (const part of ['垃圾及时清运', '尽量不扰民', '按时交底', '废水定时排放']) expect(isPredicate(part)).toBe(true);
    for (const part of ['及时率', '及时性', '噪音', '围挡']) expect(isPredicate(part)).toBe(false);
  });

  it('does not read a short answer of measures as a list of terms', () => {
    const measures = '文明施工主要是场地要有围挡，钢筋模板分类堆放整齐，渣土车及时冲洗，夜间尽量不施工，建筑垃圾及时清运，污水按时沉淀。';
    expect(listsTerms(measures, CIVIL)).toBe(false);
    expect(scoreOne(CIVIL, measures, { category: '土木工程师', group: '工程制造' }).score).toBeGreaterThanOrEqual(35);
  });

  it('still reads a string of nouns as a list, rates among them', () => {
    expect(listsTerms('文明施工、环境保护、及时率、合格率、扬尘、噪音、围挡、垃圾、污水、渣土。', CIVIL)).toBe(true);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '垃圾及时，尽量，及时率、按时、'.repeat(400).slice(0, 5000);
    expectWithinMs((i) => listsTerms(`${i}${hostile}`, CIVIL), WHOLE_READ_MS);
  });
});
