import { buzzwordsOf, clichesOf, isBareCliche } from '../diagnose/cliches';
import { normalizeText } from '../text/normalize';
import { BUZZWORDS_MIN, BUZZWORDS_PER_100 } from './weights';

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



/**
 * interview.gaming.buzzwords: an answer of BUZZWORDS_MIN distinct big words or more, BUZZWORDS_PER_100 of them or more
 * per hundred characters (秉持用户至上的理念，第一时间建立全方位的舆情监测与快速响应闭环…): it claims, it tells nothing.
 * A real account names a thing or two of the kind (持续优化) among what happened.
 */
export function stuffedWithBuzzwords(answer: string): boolean {
  const found = buzzwordsOf(answer).length;
  const chars = charsOf(normalizeText(answer));
  return found >= BUZZWORDS_MIN && chars > 0 && (found * 100) / chars >= BUZZWORDS_PER_100;
}
