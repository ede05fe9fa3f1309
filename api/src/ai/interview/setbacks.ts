import SETBACKS from '../dictionaries/setbacks.json';
import { matchText } from '../text/normalize';
import type { BankQuestion } from './bank';

/**
 * interview.setback: the questions that ask for a failure (说一次你失败或受挫的经历) or a weakness (你最大的缺点), and what an
 * answer tells of one, from setbacks.json: the words students tell a setback of their own in (没考好, 被刷了, 没选上,
 * 只拿了, 垮了, 出错), and the weaknesses that are strengths in disguise (太追求完美, 对自己要求过高). Read sentence by
 * sentence in the folded text, as misconceptions.ts reads.
 */
const ASKS_FAILURE = new RegExp(SETBACKS.asks_failure, 'u');
const ASKS_WEAKNESS = new RegExp(SETBACKS.asks_weakness, 'u');
const SETBACK = SETBACKS.setbacks.map((r) => new RegExp(r, 'u'));
const DENIALS = SETBACKS.denials.map((r) => new RegExp(r, 'gu'));
const DISGUISED = SETBACKS.disguised_strengths.map((r) => new RegExp(r, 'gu'));

const sentencesOf = (answer: string): string[] => matchText(answer).split(/[。！？!?；;\n]+/).filter((s) => s.trim());

export const asksForFailure = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_FAILURE.test(q.text);
export const asksForWeakness = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_WEAKNESS.test(q.text) && !/优缺点|利弊/.test(q.text);

/**
 * A sentence without what denies a failure or speaks of failure in general (我其实没有真正意义上的失败, 失败只是暂时还没
 * 成功, 失败是成功之母): the setback words said there tell no setback of the student's own.
 */
const withoutDenials = (sentence: string): string => DENIALS.reduce((s, re) => s.replace(re, ' '), sentence);

/** Whether an answer tells a setback of the student's own: a sentence with one of the dictionary's setback words, outside a denial. */
export const tellsSetback = (answer: string): boolean => sentencesOf(answer).map(withoutDenials).some((s) => SETBACK.some((re) => re.test(s)));

/**
 * interview.gaming.evasion: a question that asks for a failure, answered with no setback at all (其实我想讲一个我做得最好的
 * 一件事…阅读量破了一万): a success told instead, or a speech about oneself, is not the answer asked for. Denying one
 * (我没有真正意义上的失败) and then telling a success evades it as well.
 */
export const evadesFailure = (question: Pick<BankQuestion, 'text'>, answer: string): boolean => asksForFailure(question) && !tellsSetback(answer);

/** The strengths in disguise an answer names as its weakness (太追求完美, 对自己要求过高), each once; none for another question. */
export function disguisedWeaknessesOf(question: Pick<BankQuestion, 'text'>, answer: string): string[] {
  if (!asksForWeakness(question)) return [];
  const text = matchText(answer);
  return [...new Set(DISGUISED.flatMap((re) => text.match(re) ?? []))];
}
