import { bankQuestion } from '../src/ai/interview/bank';
import { closesOnChoice, comparedOf, laysOutContrast } from '../src/ai/interview/contrast';
import { structureOf } from '../src/ai/interview/structure';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.structure.contrast (contrast.ts, structure.ts): a question that asks how two things differ is answered in
 * the order of the contrast, one thing told and then the other, closing on which to use when; no 首先/其次 is needed
 * (docs/ai-rubric.md). Written for these tests, on questions of the banks: none is an item of a rated set.
 */
const q = (id: string) => bankQuestion(id)!;

// 说说防抖和节流的区别，以及各自的使用场景。 — the two told in turn, code quoted, no connective
const CONTRAST =
  '`debounce`防抖是连续触发时只在停下来一段时间后执行一次，中间再触发就重新计时；节流是固定间隔里最多执行一次，不管触发多频繁。防抖适合搜索框联想，等用户停手再发请求；节流适合滚动加载，滚动中也要隔一会儿检查一次。只要最后一次结果的用防抖就够了，过程中也要持续响应的才用节流。';

describe('interview.structure.contrast: one compared thing, then the other', () => {
  it('reads the two things a question compares, in the clause that asks it', () => {
    expect(comparedOf(q('java-09').text)).toEqual(['synchronized', 'ReentrantLock']);
    expect(comparedOf(q('fe-08').text)).toEqual(['强缓存', '协商缓存']);
    expect(comparedOf(q('da-05').text)).toEqual(['均值', '中位数']);
    expect(comparedOf(q('hr-06').text)).toBeUndefined();
  });

  it('credits a contrast laid out in turn as the answer\'s order, and a choice between them as its close', () => {
    expect(laysOutContrast(CONTRAST, q('fe-10').text)).toBe(true);
    expect(closesOnChoice('只要最后一次结果的用防抖就够了，过程中也要持续响应的才用节流', q('fe-10').text)).toBe(true);
    const s = structureOf(CONTRAST, q('fe-10'));
    expect(s.notes).toEqual([]);
    expect(s.score).toBeGreaterThanOrEqual(80);
    expect(scoreOne(q('fe-10'), CONTRAST, { category: '前端开发', group: '技术' }).score).toBeGreaterThanOrEqual(75);
  });

  it('does not read one thing told alone, or the pair named in one breath, as a contrast', () => {
    const oneSided = '防抖就是连续触发时只在停下来一段时间后执行一次，中间再触发就重新计时。搜索框联想一般用它。';
    const named = '防抖和节流都是控制函数执行频率的方法，防抖节流在前端很常用，面试也经常问到。';
    expect(laysOutContrast(oneSided, q('fe-10').text)).toBe(false);
    expect(laysOutContrast(named, q('fe-10').text)).toBe(false);
    expect(structureOf(named, q('fe-10')).notes).toContain('没有交代先后层次（如“先……然后……最后”）');
    // a how-to is no comparison: its order still needs its steps told in turn
    expect(laysOutContrast(CONTRAST, q('hr-06').text)).toBe(false);
    expect(closesOnChoice('用防抖就够了', q('hr-06').text)).toBe(false);
  });
});
