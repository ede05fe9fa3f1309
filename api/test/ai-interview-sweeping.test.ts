import { analyzeAnswer } from '../src/ai/interview/analysis';
import { allQuestions, bankQuestion } from '../src/ai/interview/bank';
import { sweepingClaimsOf } from '../src/ai/interview/sweeping';
import { ERROR_CAP, SWEEPING_MANY } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.sweeping: an answer that sweeps several matters into rules without their conditions (越多越好, 只要…就行,
 * 不需要签字) is judged as one saying a factual error, on any question, whether or not the misconceptions dictionary
 * holds its subject; one such clause, a rule denied or someone else's words quoted are how people talk.
 */
const MKT = { category: '市场营销', group: '职能' };
const question = bankQuestion('mkt-05')!;

// fluent and ordered, and wrong: reach is not the effect, conversion and attribution are how it is measured
const SWEEPING =
  '衡量一次市场活动的效果，我主要看曝光量。曝光量越大活动就越成功，只要曝光过了一百万就说明活动达标了。转化率和活动效果没有关系，用户迟早会买，所以不需要做归因分析，也不用设对照组。预算上，钱花得越多效果越好。';
// the same matter told with its conditions
const QUALIFIED =
  '衡量一次市场活动的效果，我会先看活动定的目标。曝光量只是第一层，还要看点击、留资和最后的转化率，再用投入产出比算这笔钱值不值。为了知道增长是不是活动带来的，我会留一个没投放的城市做对照组，做归因分析时看用户是从哪个渠道来的。预算也不是花得越多越好，边际效果会递减。';

describe('interview.sweeping: the claims', () => {
  it('finds each kind of sweeping claim in its clause, as written', () => {
    expect(sweepingClaimsOf('水泥越多强度越高。')).toEqual(['水泥越多强度越高']);
    expect(sweepingClaimsOf('只要利润表是盈利的，公司就不会有问题。')).toEqual(['只要利润表是盈利的，公司就不会有问题']);
    expect(sweepingClaimsOf('只要利润表是盈利的公司就不会有问题。')).toEqual(['只要利润表是盈利的公司就不会有问题']);
    expect(sweepingClaimsOf('设计变更不需要签字')).toEqual(['设计变更不需要签字']);
    expect(sweepingClaimsOf('跟用量没有关系')).toEqual(['跟用量没有关系']);
    expect(sweepingClaimsOf('口头合同一律无效')).toEqual(['口头合同一律无效']);
  });

  it('does not read a trend, a rule denied, a question, a price or quoted words as one', () => {
    for (const said of ['学生获取信息的渠道越来越多', '索引也不是越多越好', '公差不要一律给得很紧', '先判断这个热点跟我们账号有没有关系', '网上那家展板只要75', '客户说“现在不需要”', '想知道需不需要补一下', '这样以后就不用再手动上传了', '我现在基本不用']) {
      expect(sweepingClaimsOf(said)).toEqual([]);
    }
  });

  it('says each clause once, however many patterns it matches', () => {
    expect(sweepingClaimsOf('不需要签字，不需要签字。')).toEqual(['不需要签字']);
    expect(sweepingClaimsOf('越多越好，不需要核对')).toEqual(['越多越好', '不需要核对']);
  });

  it('never reaches SWEEPING_MANY in a sample answer of the banks', () => {
    const swept = allQuestions().flatMap((q) =>
      [q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {})].filter((s) => sweepingClaimsOf(s).length >= SWEEPING_MANY).map(() => q.id),
    );
    expect(swept).toEqual([]);
  });
});

describe('interview.sweeping: the judgement', () => {
  it('caps a fluent answer of sweeping claims as a factual error, quoting them', () => {
    const review = scoreOne(question, SWEEPING, MKT);
    expect(review.score).toBeLessThanOrEqual(ERROR_CAP);
    const note = review.notes.find((n) => n.startsWith('说法过于绝对'));
    expect(note).toContain('“曝光量越大活动就越成功”');
    expect(note).toContain('讲清适用的条件和例外');
    const analysis = analyzeAnswer(question, SWEEPING, { seconds: 120, seconds_used: 60, late: 0 });
    expect(analysis.sweeping!.length).toBeGreaterThanOrEqual(SWEEPING_MANY);
  });

  it('leaves the same matter told with its conditions above it, without the note', () => {
    const review = scoreOne(question, QUALIFIED, MKT);
    expect(review.notes.some((n) => n.startsWith('说法过于绝对'))).toBe(false);
    expect(review.score).toBeGreaterThan(scoreOne(question, SWEEPING, MKT).score);
    expect(analyzeAnswer(question, QUALIFIED, { seconds: 120, seconds_used: 60, late: 0 }).sweeping).toBeUndefined();
  });

  it('does not judge one sweeping clause in a genuine account', () => {
    const hr = bankQuestion('hr-10')!;
    const own = '我去年在人事部实习时核过一次社保明细：养老、医疗和失业单位和个人都交，工伤由单位交，个人不用交。我把每个人的基数和比例做成表，对出两个人的基数还是去年的，报给主管后当月补缴了。';
    const review = scoreOne(hr, own, { category: '人力资源', group: '职能' });
    expect(review.notes.some((n) => n.startsWith('说法过于绝对'))).toBe(false);
    expect(review.score).toBeGreaterThan(ERROR_CAP);
  });
});
