import { PASSED } from '../src/ai/interview/outcomes-told';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.star.passed: an interview, an exam or a review sat and passed, told as it happened (再面的时候…，就过了), is
 * a story's result; one hoped for or set as a condition is not.
 */
describe('interview.star.passed: a trial sat and passed is a result', () => {
  it('the trial named, the pass closing a clause of its own', () => {
    expect(PASSED.test('第二学期再面，我能讲出自己排过的几篇，就过了')).toBe(true);
    expect(PASSED.test('复试的时候我把实验讲清楚了，最后过了。')).toBe(true);
    expect(PASSED.test('答辩前我又跑了一遍数据，老师问到的都答上来了，顺利通过了')).toBe(true);
    expect(tellsResult('半年后又面了一家，问到类似的问题我能讲清楚了，就过了')).toBe(true);
  });

  it('a pass hoped for or set as a condition, or one with no trial named, is none', () => {
    expect(PASSED.test('希望下次面试能讲清楚，就过了')).toBe(false);
    expect(PASSED.test('如果面试时能讲出自己的例子，就过了')).toBe(false);
    expect(PASSED.test('这个问题很简单，就过了')).toBe(false);
    expect(PASSED.test('面试过了三天才出结果')).toBe(false);
  });

  it('a failure and its retry told with the pass have a result', () => {
    const told = '大二我去面学生会的新媒体部，排版软件只会说不会做，当场就挂了。回去以后我每周给班级公众号排一篇推送。第二学期再面，我能讲出自己排过的几篇，就过了。';
    expect(starOf(told).present).toContain('result');
  });

  it('5,000 characters of near matches are read well within the bound', () => {
    const hostile = '面试的时候我讲了很多很多很多很多很多很多，也过'.repeat(220).slice(0, 5000);
    expectWithinMs((i) => PASSED.test(`${i}${hostile}`), 50);
    expectWithinMs((i) => starOf(`${i}${hostile}`), WHOLE_READ_MS);
  });
});
