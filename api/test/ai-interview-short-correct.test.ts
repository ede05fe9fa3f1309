import { bankQuestion } from '../src/ai/interview/bank';
import { FEWER_AFTER } from '../src/ai/interview/outcomes-told';
import { starOf } from '../src/ai/interview/star';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * Short, plain, correct answers rated 4: a plain story whose result is the trouble grown fewer once the change was made,
 * told in words with no figure (interview.star.fewer-after, outcomes-told.ts FEWER_AFTER), is an example told in full.
 * Written for these tests: none is an item of a rated set.
 */
const DATA_STORY = bankQuestion('pm-13')!;
const PM = { category: '产品经理', group: '产品' };

// 讲一次你通过数据发现产品问题并推动改进的经历。 — a plain story, its result soft and without a figure
const PARCELS =
  '我在一家卖水果的小电商实习，整理售后数据的时候发现芒果的差评比别的水果多不少。我把差评的内容一条条看了，很多人说到手就磕坏了，再按快递公司分了一下，基本都是同一家发的。我跟仓库主管商量，芒果改成一个一个套网套再装箱，也换了一家快递。换了以后芒果的差评明显少了，仓库那边补发的单子也少了。';

describe('interview.star.fewer-after: the trouble grown fewer after the change is the result', () => {
  it('reads the result told in words, so the plain story is an example', () => {
    for (const said of ['换了以后芒果的差评明显少了', '改版之后投诉少了很多', '调整后那几个县的退款降下来了', '我们把表格改了以后，填错的人减少了', '改版以后会员的投诉少了'])
      expect(FEWER_AFTER.test(said)).toBe(true);
    const star = starOf(PARCELS);
    expect(star.present).toContain('result');
    expect(star.example).toBe(true);
    expect(scoreOne(DATA_STORY, PARCELS, PM).score).toBeGreaterThanOrEqual(75);
  });

  it('reads no result in a hope, a condition, a change still to come or a fall with no change', () => {
    for (const said of ['希望调整以后投诉能少了', '如果改了之后差评还是没少', '改了以后应该会少', '改完以后，来问的人应该也少了', '调整之后可能明显少了', '我会调整以后再看差评有没有少', '今年下雨少了，芒果差评也少了'])
      expect(FEWER_AFTER.test(said)).toBe(false);
    const planned = PARCELS.replace('换了以后芒果的差评明显少了，仓库那边补发的单子也少了。', '希望换了以后差评能少一些。');
    expect(starOf(planned).present).not.toContain('result');
  });

  it('does not lift a list of the question\'s terms that closes on the phrase', () => {
    const salad = '数据 埋点 漏斗 A/B测试 留存 转化率 用户反馈 需求 迭代 复盘 数据 埋点 漏斗 留存 转化率。调整以后问题明显少了。';
    expect(scoreOne(DATA_STORY, salad, PM).score).toBeLessThan(40);
  });

  it('matches a 5,000-character answer of near matches in well under 50 ms', () => {
    const hostile = '调整以后那几个地方的退款明显，'.repeat(400).slice(0, 5000);
    expectWithinMs((i) => FEWER_AFTER.test(`${i}${hostile}`), 50);
  });
});
