import { bankQuestion } from '../src/ai/interview/bank';
import { HABIT_KEPT, ORDER_PLACED, TOLD_IN_USE } from '../src/ai/interview/outcomes-reported';
import { starOf } from '../src/ai/interview/star';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Plain stories whose result is an order placed (interview.star.ordered), those the work was for reporting it in use
 * (interview.star.told-use) or the way of working it left behind (interview.star.habit-kept): outcomes-reported.ts.
 * Written for these tests: none is an item of a rated set.
 */
const TRANS = bankQuestion('trans-12')!;
const UI = bankQuestion('ui-01')!;
const TEAM = bankQuestion('common-03')!;

// 讲一次你担任口译或陪同翻译的经历。 — the result: the buyer's order
const TEA_FAIR =
  '去年春天我在一个茶叶展会上给一位来看货的德国采购做过一天陪同翻译，用英语。主要是跟着他逛展位，翻产地、等级和价格。有个词withering我没听过，就请茶农当场演示了萎凋，我才翻对。一天下来腿都站麻了，不过采购回去前下了两箱样茶的试销单，茶厂的人挺高兴。';
// 请介绍一个你最满意的设计作品，说说你的设计思路。 — the result: the users' word on it in use
const LIBRARY_MAP =
  '我最满意的是给学院图书馆画的一张自习座位导引图。以前新生总找不到二楼的安静区，我就按楼层画了平面图，把安静区、讨论区用两种颜色分开，入口贴一张，每层楼梯口再贴一张小的。贴出去一周，管理员老师说挺清楚的，问路的学生少了不少，她还让我把三楼也画一版。';
// 讲一次你在团队中与他人意见不合的经历，你是怎么处理的？ — the result: the habit the dispute left behind
const CLUB_TRIP =
  '大二我在摄影协会管外拍，跟另一个干事意见不一样，他想去远一点的古镇住一晚，我觉得新人多，去近处的公园就够了。我提议在群里发个问卷看大家能去多久。问下来多数人只有周六上午有空，他也认了，我们就先去公园，把古镇放到期末。后来再有分歧，我们都习惯先问大家再定。';

describe('interview.star.ordered / told-use / habit-kept: a plain story\'s outcome told in words', () => {
  it('reads an order placed, the work reported in use and a habit kept', () => {
    for (const said of ['客户走之前下了一个样品单', '对方当天就签了合同', '买家后来追加了两百件的订单', '采购回去前下了两箱样茶的试销单']) expect(ORDER_PLACED.test(said)).toBe(true);
    for (const said of ['做完同学反馈挺清楚的，就是字小', '用户说挺方便的', '老师觉得很直观。', '他们都说好用多了']) expect(TOLD_IN_USE.test(said)).toBe(true);
    for (const said of ['后来再有分歧，我们都习惯先摆数字再讨论', '之后遇到新词，我就习惯先查实物', '从那以后养成了每天对账的习惯']) expect(HABIT_KEPT.test(said)).toBe(true);
  });

  it('reads none in a hope, a condition, an order to come, a liking or a resolution', () => {
    for (const said of ['希望客户下了单再说', '如果对方签了合同就好', '只要客户签了单就行', '客户要下个单', '经销商准备签了合同再付款', '客户下单前我会先确认库存']) expect(ORDER_PLACED.test(said)).toBe(false);
    for (const said of ['大家都挺满意的', '同学反馈挺好的', '要让用户觉得好用', '希望大家觉得清楚', '我觉得挺清楚的', '老师说清楚的表达很重要']) expect(TOLD_IN_USE.test(said)).toBe(false);
    for (const said of ['以后我要习惯先听别人说完', '以后会养成先算账的习惯', '我们习惯了就好']) expect(HABIT_KEPT.test(said)).toBe(false);
  });

  it('makes each plain story an example on its question', () => {
    for (const [question, story, category, group] of [[TRANS, TEA_FAIR, '翻译', '其他'], [UI, LIBRARY_MAP, 'UI设计师', '设计'], [TEAM, CLUB_TRIP, '人力资源', '职能']] as const) {
      const star = starOf(story);
      expect(star.present).toContain('result');
      expect(star.example).toBe(true);
      expect(scoreOne(question, story, { category, group }).score).toBeGreaterThanOrEqual(60);
    }
    // without its outcome the same story tells none
    expect(starOf(CLUB_TRIP.replace('后来再有分歧，我们都习惯先问大家再定。', '以后有分歧我要先问大家。')).present).not.toContain('result');
  });

  it('does not lift a list of terms closing on the phrases', () => {
    const salad = '口译 陪同 交替传译 术语 准备 现场 应变 客户 样品 外贸 英语 词汇表。客户下了单。同学反馈挺清楚的。';
    expect(scoreOne(TRANS, salad, { category: '翻译', group: '其他' }).score).toBeLessThanOrEqual(40);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '客户要下个单，希望大家觉得清楚，以后我要习惯先听，后来再有再有分歧我们都'.repeat(200).slice(0, 5000);
    for (const pattern of [ORDER_PLACED, TOLD_IN_USE, HABIT_KEPT]) expectWithinMs((i) => pattern.test(`${i}${hostile}`), 50);
    expectWithinMs((i) => starOf(`${i}${hostile}`), WHOLE_READ_MS);
  });
});
