import SALARY from '../dictionaries/salary.json';
import { matchText } from '../text/normalize';
import type { BankQuestion } from './bank';

/**
 * interview.salary: 你的期望薪资是多少 is answered by a sum and what it is based on (在长沙应届会计大概四千五到六千，我期望五千五
 * 左右; 结合我的实习，期望八千到九千), however few of the bank's words it uses (行业, 发展, 公司): the rubric's 有依据的合理区间.
 * A sum with no basis (我期望一万), or none at all (看公司安排吧), is not this (salary.json).
 */
const ASKS_SALARY = new RegExp(SALARY.asks_salary, 'u');
const SUMS = SALARY.sums.map((r) => new RegExp(r, 'u'));
const BASES = SALARY.bases.map((r) => new RegExp(r, 'u'));
const DEFERS = SALARY.defers.map((r) => new RegExp(r, 'u'));

export const asksSalary = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_SALARY.test(q.text);

/** Whether an answer names a sum of money and what it is based on: the market, people asked, or the student's own record. */
export function reasonedSalary(answer: string): boolean {
  const text = matchText(answer);
  return SUMS.some((re) => re.test(text)) && BASES.some((re) => re.test(text));
}

/** interview.salary: the question asks for the expected salary and the answer gives a sum with its basis. */
export const answersSalary = (question: Pick<BankQuestion, 'text'>, answer: string): boolean => asksSalary(question) && reasonedSalary(answer);

/**
 * interview.salary.deferred: the stock words that hand the sum back to the employer (相信公司会给出合理的待遇, 对薪资
 * 没有特别高的要求: salary.json defers), each said once, as the answer says them. A figure looked up beside them is the
 * template's 3 all the same: whatever it names, the student leaves the asking to the company. Open to a company's
 * scale after a sum of one's own (具体可以按公司的标准来, 可以再商量) is no deference.
 */
export function salaryDeferralsOf(question: Pick<BankQuestion, 'text'>, answer: string): string[] {
  if (!asksSalary(question)) return [];
  const text = matchText(answer);
  return DEFERS.map((re) => re.exec(text)?.[0]).filter((m): m is string => m !== undefined);
}
