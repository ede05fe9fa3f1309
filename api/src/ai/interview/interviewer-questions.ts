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

const STOCK_MATTERS = ASKING.stock_matters.map((r) => new RegExp(r, 'u'));
/**
 * A sentence that only announces the questions to come (我想问两个问题。有几个问题想请教一下：), maybe after a short
 * reply to the interviewer's offer (有的，我想问三个问题。 嗯，有两个问题想请教一下).
 */
const ANNOUNCES_QUESTIONS = /^(?:[^，,。？?；;]{1,4}[，,])?[^，,。？?；;]{0,12}问题[^，,。？?；;]{0,8}[。：:，,]?$/u;

/**
 * interview.asked.stock: questions asked back (a question cue) every one of which asks only what any candidate asks any
 * employer (interviewer-questions.json stock_matters: 有没有培训, 晋升通道, 发展空间, 工作氛围, 加班多不多, 工作内容) or
 * only of the offer (offer_only): the matters asked are those of any job, so nothing shows this job's own work was
 * looked into (先跟哪条业务线, 用的是哪个CAT工具, 稿子谁来审). The stock matters asked, or none when any question is the job's own.
 */
export function stockQuestionsOf(answer: string): string[] {
  const asking = sentencesOf(answer).filter((s) => ASKING_CUES.some((re) => re.test(s)) && !ANNOUNCES_QUESTIONS.test(s));
  const matters = asking.map((s) => STOCK_MATTERS.map((re) => re.exec(s)?.[0]).filter((m): m is string => m !== undefined));
  if (!asking.length || asking.some((s, i) => !matters[i]!.length && !OFFER_ONLY.some((re) => re.test(s)))) return [];
  return [...new Set(matters.flat())];
}

/** Most of an answer, by its characters, in questions (ASKED_BACK_SHARE): it hands the question back. */
export const ASKED_BACK_SHARE = 0.6;
/** Words that turn a question to the interviewer and the employer (想请教一下您, 您这边, 咱们公司). */
const TO_INTERVIEWER = /请教|想问一下|问一下您|您这边|你们这边|贵公司|咱们公司|你们公司|公司这边|公司里面|给我讲讲/u;
const charsOf = (s: string): number => [...s.replace(/[\p{P}\p{S}\s]+/gu, '')].length;

/**
 * interview.relevance.asked-back: an answer to any other question made mostly (ASKED_BACK_SHARE of its characters) of
 * questions, one of them put to the interviewer about the employer (咱们公司一般是谁来定优先级？您这边怎么处理？):
 * it asks the interviewer to answer and says nothing of what the student would do.
 */
export function asksBack(question: Pick<BankQuestion, 'text'>, answer: string): boolean {
  if (asksInterviewer(question)) return false;
  const sentences = sentencesOf(answer);
  const asked = sentences.filter((s) => /[？?]$/.test(s));
  const total = sentences.reduce((n, s) => n + charsOf(s), 0);
  return total > 0 && asked.some((s) => TO_INTERVIEWER.test(s)) && asked.reduce((n, s) => n + charsOf(s), 0) >= ASKED_BACK_SHARE * total;
}
