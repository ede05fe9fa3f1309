import { tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.story.act.takes-stock: a persuasion whose other side comes round by taking the goods in a quantity (先要十罐
 * 试试, 进了三箱), with or without 了, after a doubt of theirs and the student's case. Written for these tests: none is
 * an item of a rated set.
 */
const SALES = bankQuestion('sales-02')!;
const SALES_JOB = { category: '销售代表', group: '市场销售' };

// 讲一次你说服别人接受你观点或产品的经历。 — the shop owner comes round by ordering an amount
const HONEY =
  '暑假我帮姑姑卖自家养的蜂蜜，去找镇上一家面包店。老板一开始不愿意用，说外面的蜂蜜掺糖的多。我没跟他争，带了一小罐让他自己尝，又把去年的检测单给他看。过了一个星期他打电话给我，说先要十罐试试。后来又补过两回货。';

describe('interview.story.act.takes-stock: a quantity taken is the other side come round', () => {
  it('reads the persuasion and scores the plain story on its question', () => {
    expect(tellsAskedAct(SALES, HONEY)).toBe(true);
    expect(tellsAskedAct(SALES, HONEY.replace('说先要十罐试试', '说进了三箱'))).toBe(true);
    expect(scoreOne(SALES, HONEY, SALES_JOB).score).toBeGreaterThanOrEqual(70);
  });

  it('reads no coming round in a refusal, the student\'s own order, a bare count or a missing case', () => {
    expect(tellsAskedAct(SALES, HONEY.replace('说先要十罐试试', '说还是不要了'))).toBe(false);
    expect(tellsAskedAct(SALES, HONEY.replace('说先要十罐试试', '说十罐太多了'))).toBe(false);
    expect(tellsAskedAct(SALES, HONEY.replace('过了一个星期他打电话给我，说先要十罐试试', '过了一个星期我又进了十罐'))).toBe(false);
    // a doubt and an order with no case made between them: no persuasion
    expect(tellsAskedAct(SALES, '暑假我帮姑姑卖蜂蜜。面包店老板一开始不愿意用，说掺糖的多。过了一个星期他打电话给我，说先要十罐试试。')).toBe(false);
  });

  it('does not lift a list of terms that names a quantity', () => {
    const salad = '说服 需求 方案 沟通 异议 成交 客户 信任 说服 方案。老板不愿意，让他尝，要了十罐。';
    expect(scoreOne(SALES, salad, SALES_JOB).score).toBeLessThan(40);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '老板不愿意用，让他尝了，说十罐太多，不要二十斤，'.repeat(200).slice(0, 5000);
    expectWithinMs((i) => tellsAskedAct(SALES, `${i}${hostile}`), WHOLE_READ_MS);
  });
});
