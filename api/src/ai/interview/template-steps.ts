import CONCRETENESS from '../dictionaries/concreteness.json';
import { normalizeText } from '../text/normalize';
import { isCommonQuestion, type BankQuestion } from './bank';
import { isSpecific, withoutListedExamples } from './specificity';
import { recitesMethod } from './star';
import { ASKS_HOW, EXPLAINING_CUES, FIRST_PERSON } from './spoken-cues';

/**
 * The first person that is no voice of the student's own (concreteness.json `framing`): the profession's we (我们要树立
 * …意识, 我们应该…), an opinion's frame (我认为可以从以下几个方面入手, 我觉得) and a list announced (我会从几个方面考虑).
 * A textbook's steps said after them are still anyone's; 我一般先…, 我做的话…, 我实习时… are the student's.
 */
const FRAMING = new RegExp(CONCRETENESS.framing.join('|'), 'gu');
export const withoutFraming = (text: string): string => text.replace(FRAMING, '');

/** Whether the answer speaks in the student's own voice: a 我/咱 left once its framings are read out. */
export const speaksOwnVoice = (answer: string): boolean => FIRST_PERSON.some((w) => withoutFraming(normalizeText(answer)).includes(w));

/**
 * 比如 heading two short terms (比如戴口罩、戴手套; 比如签到和积分): the things a step names, no case. specificity.ts reads
 * three or more as a list (interview.specific.listed); a textbook's step names two as often, so the template reads
 * them out too. A 比如 heading a clause (比如我们班有个同学…) is longer than a term and stays.
 */
const TERM_PAIR = /(?:比如(?:说)?|例如|譬如)[^、和及，,。！？!?；;\n]{1,6}[、和及][^、和及，,。！？!?；;\n]{1,6}(?=[，,。！？!?；;\n等]|$)/gu;
const withoutTermPairs = (text: string): string => withoutListedExamples(text).replace(TERM_PAIR, '');

/** A cause named as a step's object (找出差异原因, 来找原因, 分析离职原因): a step, no cause told. */
const STEP_CAUSE = /(?:找|分析|查)\p{Script=Han}{0,4}原因/gu;

/**
 * interview.vague.template: a how-to question of a field (ASKS_HOW, asking for no example) answered in no one's voice
 * (no 我/咱 but a framing: 我们要…, 我认为可以从…入手), with nothing particular (specificity.ts; 比如 heading terms
 * not counted), no particular of the student's own and nothing explained (EXPLAINING_CUES: 因为, 这样, 比如 a case):
 * the textbook's steps recited, the rubric's correct-but-generic 3. Its content is VAGUE_CONTENT at most. A student
 * telling how they do it (我一般先…), why a step matters (不然测了也白测) or a case of theirs is not hit.
 */
export function templateSteps(question: BankQuestion, answer: string, particulars: number): boolean {
  // interview.vague.method: a question asking for an experience (讲一次你解决工程问题的经历) answered by the method one
  // should follow, with no event of the student's own told (star.ts recitesMethod): the rubric's template, capped as
  // vague however many of the points it names
  if (question.example) return recitesMethod(answer);
  if (isCommonQuestion(question) || !ASKS_HOW.test(question.text) || particulars > 0) return false;
  const text = withoutTermPairs(normalizeText(answer));
  if (speaksOwnVoice(answer) || isSpecific(text)) return false;
  return !EXPLAINING_CUES.some((c) => text.replace(STEP_CAUSE, '').includes(c));
}

/** A question asking for a process, a flow or its steps (TCP三次握手的过程是怎样的, 软件测试的流程, 有哪些步骤); 过程中 is a time, not a process asked. */
const ASKS_PROCESS = /(?:的|哪些|什么)(?:过程|流程|步骤)(?!中)/u;
export const asksProcess = (question: Pick<BankQuestion, 'text' | 'example'>): boolean => !question.example && ASKS_PROCESS.test(question.text);

/**
 * A step told in order: a sequence word (先, 首先, 然后, 接着, 再, 之后, 最后), a step counted (第一, 第二步, 一是), an arrow or a
 * numbered item (1. 2、), or the stages laid out in a list of four or more (需求分析、测试计划、用例设计、执行). Every run is
 * bounded: a 6,000-character line of near misses costs one pass.
 */
const STEP_IN_ORDER = /先|然后|接着|随后|之后|最后|最终|再[发回收把去由向给做]|第[一二三四五六七八九1-9]|[一二三四五]是|→|->|=>|(?:^|[^\d.])[1-9][.、．)）]|(?<=^|[。；;\n：:，,、])(?:[^、，,。；;\n：:]{1,12}[、，,]){3}[^、，,。；;\n]{1,12}(?:[。；;\n]|$)/u;

/**
 * interview.vague.process-unordered: an answer to a process question that tells no step in order (STEP_IN_ORDER):
 * 三次握手就是来回发三次包，确认双方都能正常收发数据…标志位有SYN、ACK和FIN这些 says what the process is for and names its
 * parts, never who sends what first. 客户端先发SYN，服务端回SYN+ACK，客户端再回ACK tells the steps.
 */
export const tellsNoStep = (answer: string): boolean => !STEP_IN_ORDER.test(normalizeText(answer));
