import { taggedWords } from '../text/segment';
import { EMPTY_WORDS, ASKS_HOW, ASKS_WORK_OF } from './spoken-cues';

/** A question asking how a thing is done, or what its work or process is (如何做好文明施工, 需要做哪些工作, 测试的流程是怎样的). */
export const asksWhatIsDone = (question: { text: string }): boolean => ASKS_HOW.test(question.text) || ASKS_WORK_OF.test(question.text);

/** A sequence word opening a step (然后出报表, 再写用例): read past, it is no part of the step. */
const STEP_OPENING = /^(?:然后|接着|之后|随后|最后|再|先)/u;
/** What may follow a verb as its object or complement: a noun (not a bound morpheme: 提质), an adjective or an adverb (堆放整齐). */
const OBJECT_TAGS = /^(n(?!g)|a|d)/;
/** What may stand before a verb and mark it as the predicate: an adverb or an adjective used as one (勤翻身, 及时清运). */
const MANNER_TAGS = /^(d|a|ad)$/;
/** A verb's measure right after it (对一下账, 核对一遍): only a verb takes one. */
const VERB_MEASURE = /^(一下|一遍|一番)$/u;

/**
 * interview.gaming.enumeration.steps.manner: a word that says how or when a thing is to be done (垃圾及时清运, 尽量不扰民,
 * 按时交): the part is a measure told, whatever the segmenter tags the verb after it (清运 read as a noun). A rate or a
 * quality named by it (及时率, 及时性) is a term.
 */
const MANNER_WORD = /(?:及时|尽量|按时|随时|定时)(?![率性])\p{Script=Han}/u;

/**
 * interview.gaming.enumeration.steps: a part of a list that says what is done rather than naming a thing: a verb of
 * content with its object or complement (写测试计划, 控制噪音, 堆放整齐), a verb after the word that says how (勤翻身,
 * 及时清运), a one-character verb opening the part (提缺陷, 出报表: a term's verb is part of its word, 提交), or a verb
 * with its measure (对一下账). Verbs that carry nothing (提升, 优化, 实现: EMPTY_WORDS) make no step of a slogan
 * (提升效率); a noun made of a noun and a verb (需求分析, 数据清洗, 回归测试) has no object after its verb and stays a term.
 */
export function isPredicate(part: string): boolean {
  if (MANNER_WORD.test(part)) return true;
  const words = taggedWords(part.replace(STEP_OPENING, ''));
  const verb = (i: number) => words[i]?.tag === 'v' && !EMPTY_WORDS.has(words[i]!.word);
  return words.some(
    (w, i) =>
      (verb(i) && words[i + 1] !== undefined && (OBJECT_TAGS.test(words[i + 1]!.tag) || (i === 0 && [...w.word].length === 1))) ||
      (MANNER_TAGS.test(w.tag) && verb(i + 1)) ||
      (i > 0 && VERB_MEASURE.test(w.word)),
  );
}
