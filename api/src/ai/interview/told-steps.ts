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

/** A negation that opens a predicate (不, 没有, 不用): said of a subject, it tells something of it. */
const NEGATION = /^(?:不|没|没有|未|不用|无需|无须|不必|不会)$/u;
/** What a clause's subject is: a noun or a pronoun (个人, 比例, 各地). */
const SUBJECT_TAGS = /^(n(?!g)|r)/;
/** A preposition's object: a noun, a pronoun, a noun made of a verb or a measure (按比例, 按工资基数, 按月). */
const PREP_OBJECT_TAGS = /^(n(?!g)|r|vn|m)/;
/** The speaker, the listener or a thing pointed at (我, 你们, 这些): what one says of oneself tells nothing of the things named. */
const PERSONAL = /[我你您他她它这那]/u;
/** The characters a part must hold to be read for a clause at all: a negation or a preposition the segmenter tags. */
const CLAUSE_HINT = /[不没未无按向从对跟由以为于往朝用依据凭经]/u;

/**
 * interview.gaming.enumeration.clause: a part that says something of a subject rather than naming a thing — a noun or
 * pronoun not personal (PERSONAL), then a predicate marked as one: a preposition with its object before the verb
 * (个人按比例交, 企业按月缴纳) or a negation before a verb or 一样 (个人不用交, 比例各地不一样). A term holding a preposition has no subject before it (按需加载),
 * and a problem named by a negated quality (数据不一致, 库存不准) has no verb after its negation: both stay terms.
 */
export function toldClause(part: string): boolean {
  if (!CLAUSE_HINT.test(part)) return false;
  const words = taggedWords(part);
  const subject = words.findIndex((w) => SUBJECT_TAGS.test(w.tag) && !PERSONAL.test(w.word));
  if (subject < 0) return false;
  const lastVerb = words.findLastIndex((w) => w.tag === 'v');
  return words.some((w, i) => {
    if (i <= subject) return false;
    const next = words[i + 1];
    if (NEGATION.test(w.word)) return next !== undefined && (next.tag === 'v' || next.word === '一样');
    return w.tag === 'p' && next !== undefined && PREP_OBJECT_TAGS.test(next.tag) && lastVerb > i + 1;
  });
}
