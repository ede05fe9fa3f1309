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

  it('finds the rules of the field said without conditions where no story is asked for', () => {
    expect(sweepingClaimsOf('综合阶段一过就可以签报告，不需要任何工作经验。')).toEqual(['不需要任何工作经验']);
    expect(sweepingClaimsOf('效率能到百分之九十九，所以也不用加润滑脂。')).toEqual(['所以也不用加润滑脂']);
    expect(sweepingClaimsOf('业务部门只负责执行，不用参与预算和考核。')).toEqual(['不用参与预算和考核']);
    expect(sweepingClaimsOf('承载能力很差，只能用在玩具和打印机上。')).toEqual(['只能用在玩具和打印机上']);
    expect(sweepingClaimsOf('利润中心只能是财务部。')).toEqual(['利润中心只能是财务部']);
    expect(sweepingClaimsOf('考核一年做一次就够了。')).toEqual(['考核一年做一次就够了']);
    expect(sweepingClaimsOf('单科考过以后成绩永久有效。')).toEqual(['单科考过以后成绩永久有效']);
    expect(sweepingClaimsOf('原来的单行法都继续有效。')).toEqual(['原来的单行法都继续有效']);
    expect(sweepingClaimsOf('它跟AdaGrad完全一样。')).toEqual(['它跟AdaGrad完全一样']);
    expect(sweepingClaimsOf('两条内容还必须一模一样。')).toEqual(['两条内容还必须一模一样']);
    expect(sweepingClaimsOf('财务指标跟个人没关系。')).toEqual(['财务指标跟个人没关系']);
    expect(sweepingClaimsOf('工业机器人里现在都换成了带传动。')).toEqual(['工业机器人里现在都换成了带传动']);
    expect(sweepingClaimsOf('深度学习里基本没人用。')).toEqual(['深度学习里基本没人用']);
  });

  it('reads none of those in a story asked for, where they tell what a change spared or a workplace rule', () => {
    for (const said of ['改了料斗以后人只要把叶子倒进斗里，也不用伸手了', '挖出来的土也不用外运', '之后公司规定采购只能由系统里提', '他们原来每周来一次就够了']) {
      expect(sweepingClaimsOf(said, true)).toEqual([]);
      expect(sweepingClaimsOf(said)).not.toEqual([]);
    }
  });

  it('does not read a limit of the speaker, a thing not quite alike, a question or words reported', () => {
    for (const said of ['我只能先把数据导出来', '比例各地不完全一样', '先看这个热点跟我们账号有没有关系', '主管说跟养老没关系', '这样也不用再跑一趟', '我一天跑两次才够']) {
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

  it('reads a story asked for without the field-rule kinds, and an answer to a knowledge question with them', () => {
    const told = '我在施工队实习时负责路基换填。我们把弹簧土挖出来晾了两天，挖出来的土也不用外运，回填后压实度就上去了。之后项目规定换填料只能由试验员签字放行。';
    const story = bankQuestion('civil-02')!;
    expect(story.example).toBe(true);
    expect(analyzeAnswer(story, told, { seconds: 120, seconds_used: 60, late: 0 }).sweeping).toBeUndefined();
    const knowledge = bankQuestion('civil-10')!;
    expect(knowledge.example).toBe(false);
    expect(analyzeAnswer(knowledge, told, { seconds: 120, seconds_used: 60, late: 0 }).sweeping).toEqual(['挖出来的土也不用外运', '之后项目规定换填料只能由试验员签字放行']);
  });

  it('does not judge one sweeping clause in a genuine account', () => {
    const hr = bankQuestion('hr-10')!;
    const own = '我去年在人事部实习时核过一次社保明细：养老、医疗和失业单位和个人都交，工伤由单位交，个人不用交。我把每个人的基数和比例做成表，对出两个人的基数还是去年的，报给主管后当月补缴了。';
    const review = scoreOne(hr, own, { category: '人力资源', group: '职能' });
    expect(review.notes.some((n) => n.startsWith('说法过于绝对'))).toBe(false);
    expect(review.score).toBeGreaterThan(ERROR_CAP);
  });
});
