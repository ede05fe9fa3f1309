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

export const asksSalary = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_SALARY.test(q.text);

/** Whether an answer names a sum of money and what it is based on: the market, people asked, or the student's own record. */
export function reasonedSalary(answer: string): boolean {
  const text = matchText(answer);
  return SUMS.some((re) => re.test(text)) && BASES.some((re) => re.test(text));
}

/** interview.salary: the question asks for the expected salary and the answer gives a sum with its basis. */
export const answersSalary = (question: Pick<BankQuestion, 'text'>, answer: string): boolean => asksSalary(question) && reasonedSalary(answer);
