import VALUES from '../dictionaries/company-values.json';
import { matchText } from '../text/normalize';
import type { BankQuestion } from './bank';
import { isSpecific } from './specificity';
import { COMPANY_VALUES_MIN } from './weights';

/**
 * interview.gaming.praise: 你为什么选择我们公司 answered with the company's own words recited back (认同贵公司客户至上、诚信为本
 * 的核心价值观…秉承…践行…携手同行，共创美好未来: company-values.json), COMPANY_VALUES_MIN of them or more, and nothing
 * particular of the student's (specificity.ts): a recruiter hears the company's page, not why this student chose it.
 * With or without quotation marks (a quoted recital is slogans already: gaming.ts).
 */
const ASKS_WHY_US = new RegExp(VALUES.asks_why_us, 'u');
const PHRASES = VALUES.values.map((r) => new RegExp(r, 'u'));

export const asksWhyUs = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_WHY_US.test(q.text);

/** The distinct company-value phrases an answer says (each entry of the dictionary once). */
export const companyValuesOf = (answer: string): number => {
  const text = matchText(answer);
  return PHRASES.filter((re) => re.test(text)).length;
};

export const recitesCompanyValues = (question: Pick<BankQuestion, 'text'>, answer: string): boolean =>
  asksWhyUs(question) && companyValuesOf(answer) >= COMPANY_VALUES_MIN && !isSpecific(answer);
