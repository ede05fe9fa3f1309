import { clichesOf, isBareCliche } from '../diagnose/cliches';
import { normalizeText } from '../text/normalize';

/**
 * interview.cliche: the stock phrases of an answer (cliches.json: 平台比较大, 发展前景好, 能学到东西, 学习能力强),
 * said in clauses that hold nothing else a recruiter could check: no figure, no skill, no deed of the student's own
 * (diagnose/cliches.ts, isBareCliche). Every applicant to every company says them; the share of the answer they fill
 * lowers what it says (analysis.ts).
 */
const clausesOf = (answer: string): string[] => normalizeText(answer).split(/[，,。！？!?；;\n]+/).filter((c) => c.trim());
const charsOf = (text: string): number => [...text.replace(/[\p{P}\p{S}\s]+/gu, '')].length;

export type StockPhrases = { phrases: string[]; share: number };

export function stockPhrasesOf(answer: string): StockPhrases {
  const clauses = clausesOf(answer);
  const total = clauses.reduce((n, c) => n + charsOf(c), 0);
  const bare = clauses.filter(isBareCliche);
  return { phrases: bare.flatMap(clichesOf), share: total ? bare.reduce((n, c) => n + charsOf(c), 0) / total : 0 };
}
