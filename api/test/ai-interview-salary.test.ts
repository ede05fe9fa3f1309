import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { answersSalary, asksSalary, reasonedSalary, salaryDeferralsOf } from '../src/ai/interview/salary';
import { VAGUE_CONTENT } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * interview.salary (salary.ts, salary.json): 你的期望薪资是多少 answered by a sum and what it is based on is on the
 * question, however short and few of the bank's words (行业, 发展, 公司) it says; a sum with no basis, or none, is not raised.
 */
const SALARY = bankQuestion('common-13')!;
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const scored = (answer: string) => scoreOne(SALARY, answer, { category: '行政专员', group: '职能' });

const PLAIN = '我在招聘网站上看了一下，成都这边应届行政一般四千到五千，我期望四千五左右。';
const FROM_RECORD = '结合我两段实习和计算机二级，期望月薪6000-7000，具体可以按公司的标准来。';
const NO_BASIS = '我期望一万左右。';
const NONE = '薪资我无所谓，看公司安排就行，主要是想学东西。';

describe('interview.salary: a sum and its basis', () => {
  it('is read in the question and in the answer', () => {
    expect(asksSalary(SALARY)).toBe(true);
    expect(asksSalary(bankQuestion('common-01')!)).toBe(false);
    expect(reasonedSalary(PLAIN)).toBe(true);
    expect(reasonedSalary(FROM_RECORD)).toBe(true);
    expect(reasonedSalary(NO_BASIS)).toBe(false);
    expect(reasonedSalary(NONE)).toBe(false);
    // the same words for another question are not this
    expect(answersSalary(bankQuestion('common-01')!, PLAIN)).toBe(false);
  });

  it('makes a short plain answer on the question, above a sum with no basis and an answer that names none', () => {
    const plain = analyzeAnswer(SALARY, PLAIN, TIMING);
    expect(plain.on_topic).toBe(true);
    expect(plain.gaming).toBeNull();
    expect(scored(PLAIN).score).toBeGreaterThanOrEqual(50);
    expect(scored(FROM_RECORD).score).toBeGreaterThanOrEqual(50);
    expect(scored(PLAIN).score).toBeGreaterThan(scored(NO_BASIS).score + 20);
    expect(scored(PLAIN).score).toBeGreaterThan(scored(NONE).score + 20);
  });
});

describe('interview.salary.deferred: the sum handed back to the employer in stock words', () => {
  // a market figure looked up, then the asking left to the company
  const DEFERS = '我了解过一些，成都这边应届行政大概四千到五千。我对薪资没有特别高的要求，主要看重学习的机会，相信公司会给出合理的待遇。';
  const TRUSTS = '我在招聘网站上看了一下，应届行政一般四千到五千。我更看重成长，薪资按公司的标准来就可以，我相信贵公司会给一个合理的薪资。';

  it('quotes the stock words, on the salary question only', () => {
    expect(salaryDeferralsOf(SALARY, DEFERS)).toEqual(['相信公司会给出合理', '薪资没有特别高的要求']);
    expect(salaryDeferralsOf(SALARY, TRUSTS)).toEqual(['相信贵公司会给一个合理']);
    expect(salaryDeferralsOf(bankQuestion('common-01')!, DEFERS)).toEqual([]);
    // open to the company's scale after a sum of one's own is no deference
    expect(salaryDeferralsOf(SALARY, PLAIN)).toEqual([]);
    expect(salaryDeferralsOf(SALARY, FROM_RECORD)).toEqual([]);
    const hostile = '相信公司'.repeat(1500) + '薪资没有'.repeat(1500);
    expectWithinMs(() => salaryDeferralsOf(SALARY, hostile), 50);
  });

  it('caps its content at the rubric\'s 3, well under a sum of one\'s own with its basis', () => {
    const a = analyzeAnswer(SALARY, DEFERS, TIMING);
    expect(a.pay_deferred).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(SALARY, PLAIN, TIMING).pay_deferred).toBeUndefined();
    expect(scored(PLAIN).score - scored(DEFERS).score).toBeGreaterThanOrEqual(15);
  });
});
