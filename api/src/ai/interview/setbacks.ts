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
const SUCCESSES = SETBACKS.successes.map((r) => new RegExp(r, 'u'));
const TOP_SUCCESS = new RegExp(SETBACKS.top_successes, 'u');
const STORY_CUE = new RegExp(SETBACKS.story_cues, 'u');

const sentencesOf = (answer: string): string[] => matchText(answer).split(/[。！？!?；;\n]+/).filter((s) => s.trim());

export const asksForFailure = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_FAILURE.test(q.text);
export const asksForWeakness = (q: Pick<BankQuestion, 'text'>): boolean => ASKS_WEAKNESS.test(q.text) && !/优缺点|利弊/.test(q.text);

/**
 * A sentence without what denies a failure or speaks of failure in general (我其实没有真正意义上的失败, 失败只是暂时还没
 * 成功, 失败是成功之母): the setback words said there tell no setback of the student's own.
 */
const withoutDenials = (sentence: string): string => DENIALS.reduce((s, re) => s.replace(re, ' '), sentence);

/**
 * A sentence up to the top win it tells (拿了第一, 获得了金奖): what it lacked after the win (要说失败，就是那次比赛我们拿了
 * 第一，但是没有拿到最佳辩手) is a humblebrag, no setback; a round lost before it (初赛出局了，第二年拿了一等奖) still is.
 */
const beforeTopWin = (sentence: string): string => {
  const win = TOP_SUCCESS.exec(sentence);
  return win ? sentence.slice(0, win.index) : sentence;
};

/** Whether an answer tells a setback of the student's own: a sentence with one of the dictionary's setback words, outside a denial and before a top win. */
export const tellsSetback = (answer: string): boolean =>
  sentencesOf(answer)
    .map(withoutDenials)
    .map(beforeTopWin)
    .some((s) => SETBACK.some((re) => re.test(s)));

/** Whether an answer tells a success: an outcome that went well (成功, 获得, 拿到, 第一名, 好评, 超额完成, 顺利, 圆满). */
export const tellsSuccess = (answer: string): boolean => {
  const text = matchText(answer);
  return SUCCESSES.some((re) => re.test(text));
};

/** Whether an answer tells an account of the student's own, by its cues of time (当时, 那次, 大二, 后来). */
const tellsAccount = (answer: string): boolean => STORY_CUE.test(matchText(answer));

/**
 * interview.gaming.evasion: a question that asks for a failure, answered with no setback and on positive evidence of
 * something else: a success told instead (其实我想讲一个我做得最好的一件事…阅读量破了一万), or a speech about oneself
 * with no account at all (我是电子商务专业的学生…我相信自己能很快上手). Denying one (我没有真正意义上的失败,
 * 我最大的失败就是没有失败) and then telling a success evades it as well, as does a win told with what it lacked (拿了第一
 * 但没有…). An account of one's own that tells neither a success nor a setback word the dictionary knows (食堂真拿去用了
 * 两个星期…差得很多) is not evasion: the other rules weigh it.
 */
export const evadesFailure = (question: Pick<BankQuestion, 'text'>, answer: string): boolean =>
  asksForFailure(question) && !tellsSetback(answer) && (tellsSuccess(answer) || !tellsAccount(answer));

/** The strengths in disguise an answer names as its weakness (太追求完美, 对自己要求过高), each once; none for another question. */
export function disguisedWeaknessesOf(question: Pick<BankQuestion, 'text'>, answer: string): string[] {
  if (!asksForWeakness(question)) return [];
  const text = matchText(answer);
  return [...new Set(DISGUISED.flatMap((re) => text.match(re) ?? []))];
}
