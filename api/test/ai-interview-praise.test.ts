import { bankQuestion } from '../src/ai/interview/bank';
import { asksWhyUs, companyValuesOf, recitesCompanyValues } from '../src/ai/interview/company-values';
import { gamingOf } from '../src/ai/interview/gaming';
import { COMPANY_VALUES_MIN } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.gaming.praise (company-values.ts, company-values.json): 你为什么选择我们公司 answered with the company's own
 * values and mission recited back, with or without quotation marks, and nothing of the student's.
 */
const WHY_US = bankQuestion('common-07')!;
const scoreOf = (answer: string) => scoreOne(WHY_US, answer, { category: '销售', group: '销售' });

const RECITED =
  '我选择贵公司，是因为我非常认同贵公司客户至上、诚信为本、追求卓越的核心价值观和让每个家庭用上放心好产品的使命。贵公司的企业文化让我深受感动，我希望加入贵公司，与公司共同成长，携手同行，共创美好未来。';
const OWN =
  '我是物流管理专业的，大三在一家做小家电的工厂采购部实习了三个月，做询价、跟单和对账。咱们公司的供应商也在珠三角，我熟悉这些厂的报价方式。我也看了咱们的价值观里写着客户第一，实习时我就是每天跟客户对交期的。';

describe('interview.gaming.praise: the company’s values recited for 为什么选择我们', () => {
  it('is read on the question that asks why this company, and no other', () => {
    expect(asksWhyUs(WHY_US)).toBe(true);
    expect(asksWhyUs(bankQuestion('common-02')!)).toBe(false);
    expect(recitesCompanyValues(bankQuestion('common-06')!, RECITED)).toBe(false);
  });

  it('is a recital of COMPANY_VALUES_MIN value phrases or more with nothing particular; naming the values beside one’s own experience is not', () => {
    expect(companyValuesOf(RECITED)).toBeGreaterThanOrEqual(COMPANY_VALUES_MIN);
    expect(gamingOf(RECITED, WHY_US)).toBe('praise');
    expect(gamingOf(OWN, WHY_US)).toBeNull();
  });

  it('scores at most 40 with the note that says why, well below an answer of the student’s own', () => {
    const recited = scoreOf(RECITED);
    expect(recited.score).toBeLessThanOrEqual(40);
    expect(recited.notes[0]).toMatch(/公司的价值观/);
    expect(scoreOf(OWN).score).toBeGreaterThan(recited.score + 20);
  });
});
