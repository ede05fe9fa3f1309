import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { saysSplit, splitFormsOf } from '../src/ai/interview/separable';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/** interview.keywords.separable: a separable verb said split (分了工, 开了个会) names the term. */
const TEAM = bankQuestion('sales-10')!;
const SALES = { category: '销售代表', group: '市场销售' };
const STORY =
  '大二暑假我和两个室友帮镇上一家茶园在夜市卖新茶，说好十天卖两百罐。我们先分了工，我守摊位，一个人做海报，一个人在群里接单。头三天只卖了四十多罐，我看到很多人嫌一罐太多，就跟茶园商量出了小袋装。十天下来卖了两百三十罐，小袋装也卖了一百多包。';

describe('interview.keywords.separable: a separable verb split by an aspect word or a measure', () => {
  it('reads the split forms as the term', () => {
    expect(saysSplit('我们先分了工，我守摊位。', '分工')).toBe(true);
    expect(saysSplit('分好工以后大家各忙各的。', '分工')).toBe(true);
    expect(saysSplit('晚上开了个会讨论一下。', '开会')).toBe(true);
    expect(saysSplit('去年帮过忙。', '帮忙')).toBe(true);
    expect(keywordCoverage(STORY, TEAM).covered).toContain('分工');
    expect(scoreOne(TEAM, STORY, SALES).score).toBeGreaterThanOrEqual(60);
  });

  it('leaves alone a word the object only begins, and words that are not separable', () => {
    expect(saysSplit('大家分了工资就散了。', '分工')).toBe(false);
    expect(saysSplit('我们先分了工作再说。', '分工')).toBe(false);
    expect(splitFormsOf('分析')).toEqual([]);
    expect(splitFormsOf('团队')).toEqual([]);
    expect(keywordCoverage('月底大家分了工资，各回各家。', TEAM).covered).not.toContain('分工');
  });

  it('keeps a pile of the question\'s words, split verb and all, at the gaming share', () => {
    const pile = '团队目标很明确，大家分了工，分工合作，克服困难，迎接挑战，达成目标，完成任务，结果非常好，团队协作能力得到锻炼。';
    expect(scoreOne(TEAM, pile, SALES).score).toBeLessThanOrEqual(40);
  });

  it('reads a 5,000-character answer of near matches in well under the bounds', () => {
    const hostile = '分了工资，开了个会议'.repeat(500);
    expectWithinMs(() => saysSplit(hostile, '分工'), 50);
    expectWithinMs(() => keywordCoverage(hostile, TEAM), WHOLE_READ_MS);
  });
});
