import ASKING from '../dictionaries/interviewer-questions.json';
import { matchText } from '../text/normalize';
import type { BankQuestion } from './bank';

/**
 * interview.asked: the question that hands the interview over (你还有什么问题想问我们吗) is answered by asking, and asking
 * about the work: 新人进来是先轮科吗, 规培大概要多久, 夜班怎么排 answer it well however few of the bank's words they use,
 * where 什么时候出结果 or the pay alone shows no interest in the job (interviewer-questions.json).
 */
const ASKS_INTERVIEWER = new RegExp(ASKING.asks_interviewer, 'u');
const ASKING_CUES = ASKING.asking.map((r) => new RegExp(r, 'u'));
const OFFER_ONLY = ASKING.offer_only.map((r) => new RegExp(r, 'u'));

export const asksInterviewer = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_INTERVIEWER.test(q.text);

// a question ends at its question mark; 还有就是规培大概要多久。 is one though it ends in a stop
const sentencesOf = (answer: string): string[] => matchText(answer).split(/(?<=[。！？!?；;\n])/).map((s) => s.trim()).filter(Boolean);

/** The sentences of an answer that ask the interviewer about the work: a question cue, and not only the offer or the process. */
export function workQuestionsOf(answer: string): string[] {
  return sentencesOf(answer).filter((s) => ASKING_CUES.some((re) => re.test(s)) && !OFFER_ONLY.some((re) => re.test(s)));
}
