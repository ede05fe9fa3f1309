import PRINCIPLES from '../dictionaries/principles.json';
import { normalizeText } from '../text/normalize';
import { taggedWords } from '../text/segment';
import GENERIC from '../dictionaries/generic-words.json';
import type { BankQuestion } from './bank';
import { quotesSpeech } from './engagement';
import { isEverydayEnglish } from './english-glosses';
import { withoutBarePercentages } from './specificity';
import { quantifiedOf } from './star';
import { PERSON_MET, SPOKEN_MARKERS } from './spoken-cues';
import { PLATITUDES_MIN, PRINCIPLE_SHARE, PRINCIPLE_WORDS_MIN } from './weights';

/**
 * interview.general: a question about the student's own conduct — one that asks for an example (the banks' `example`)
 * or asks what the student does or would do (如果…你会怎么处理, 你如何与…沟通, 遇到…怎么办: principles.json
 * asks_conduct) and is not a knowledge question besides (什么是, 区别, 原理, 哪些: asks_knowledge) — answered with
 * general principles alone: nothing of the student's own a recruiter could ask about (a figure, a name, a person met,
 * words said in the situation: ownDetailOf) and its words mostly the words of principles (沟通, 尊重, 心态, 角度,
 * 意见, 重要: principle_words, with generic-words.json), PRINCIPLE_SHARE of them or more. 有分歧要先听对方的意见，
 * 互相尊重，站在对方的角度 fits every such question and tells nothing of how this student does it: the rubric's 3
 * ("general: the main idea without the substance"). A plan of concrete steps (复现步骤、截图和日志发给他, 眼神提醒，
 * 点他回答问题) is in the matter's own words, and a knowledge question keeps judging its content.
 */
const ASKS_CONDUCT = PRINCIPLES.asks_conduct.map((r) => new RegExp(r, 'u'));
const ASKS_KNOWLEDGE = PRINCIPLES.asks_knowledge.map((r) => new RegExp(r, 'u'));
const PRINCIPLE_WORDS = new Set([...PRINCIPLES.principle_words, ...GENERIC.words]);
const MAXIMS = PRINCIPLES.maxims;
const MAXIM_PATTERNS = PRINCIPLES.maxim_patterns.map((r) => new RegExp(r, 'gu'));

/** A question asking for knowledge (什么是, 区别, 原理, 哪些: asks_knowledge). */
export const asksKnowledge = (question: Pick<BankQuestion, 'text'>): boolean => ASKS_KNOWLEDGE.some((re) => re.test(question.text));

/** Whether a question asks about the student's own conduct: an example asked for, or what they do or would do, and no knowledge asked besides. */
export const asksConduct = (question: Pick<BankQuestion, 'text' | 'example'>): boolean =>
  question.example || (ASKS_CONDUCT.some((re) => re.test(question.text)) && !ASKS_KNOWLEDGE.some((re) => re.test(question.text)));

/** A span of time said in words (实习了五个月, 两年, 三个星期): 第一年, 这学期 are no span. */
const DURATION = /(?<![第这那每上下某])[一二两三四五六七八九十几半]+个?多?(?:月|年|星期|礼拜|学期)/u;

/**
 * interview.general.premise-count: the question's own "several" said back as a count (几家公司 for 收到多家公司的录用通知:
 * the measure word after 多/几/些 in the question) is its premise, no quantity of the student's; 做过几次陪同 is theirs.
 */
function withoutPremiseCount(text: string, asked: string): string {
  const measures = [...new Set([...asked.matchAll(/[多几些]([个家位次种份门项条])/gu)].map((m) => m[1]!))];
  return measures.length ? text.replace(new RegExp(`(?<![一二两三四五六七八九十百千万])几个?[${measures.join('')}]`, 'gu'), '') : text;
}

/** A Latin-script name (Excel, iOS, PRD, GitLab): a tool, product or term named, a concrete object. */
const LATIN_NAME = /[A-Za-z][A-Za-z0-9+#.-]+/g;

/**
 * What the answer tells of the student's own that a recruiter could ask about: a figure not taken from the question
 * (percentages with no base and digits of a term, Vue3, are none), a quantity or span said in words (两百多份, 实习了五个月), a
 * person met (有个阿姨), words said in the situation (跟他说“…”), or a named thing (Excel, iOS) the question does not
 * name; an everyday English word (offer, feedback) is speech, and the question's "several" said back (几家公司) no
 * quantity. 比如, 实习, 的时候 alone are no detail: a principle is illustrated with them too.
 */
export function ownDetailOf(answer: string, question: Pick<BankQuestion, 'text'>): string[] {
  const asked = normalizeText(question.text);
  const text = withoutBarePercentages(answer);
  const found: string[] = [];
  const figures = (text.replace(/[A-Za-z]+\d+|\d+[A-Za-z]+/g, '').match(/\d+(?:\.\d+)?/g) ?? []).filter((d) => !asked.includes(d));
  if (figures.length) found.push(figures[0]!);
  if (quantifiedOf(withoutPremiseCount(text, asked).replace(/\d+(?:\.\d+)?/g, '')) || DURATION.test(text)) found.push('quantity');
  const met = text.match(PERSON_MET);
  if (met) found.push(met[0]);
  if (quotesSpeech(text)) found.push('speech');
  // interview.general.loanword: an everyday English word of speech (offer, feedback: english-glosses.json) names no thing
  const names = (text.match(LATIN_NAME) ?? []).filter((w) => !asked.toLowerCase().includes(w.toLowerCase()) && !isEverydayEnglish(w));
  if (names.length) found.push(names[0]!);
  return found;
}

/** The content words of an answer (nouns, verbs, adjectives of two characters or more) that are not the question's own. */
function contentWordsOf(answer: string, question: Pick<BankQuestion, 'text'>): string[] {
  const asked = normalizeText(question.text);
  return taggedWords(normalizeText(answer))
    .filter((w) => /^(n|v|a)/.test(w.tag) && [...w.word].length >= 2 && !asked.includes(w.word))
    .map((w) => w.word);
}

/** The share of an answer's content words (contentWordsOf) that are words of principles (principle_words, generic-words.json), 0-1. */
export function principleShareOf(answer: string, question: Pick<BankQuestion, 'text'>): number {
  const words = contentWordsOf(answer, question);
  return words.length ? words.filter((w) => PRINCIPLE_WORDS.has(w)).length / words.length : 0;
}

/** interview.general: a question about the student's conduct answered in principles alone (see above). */
export function speaksInPrinciples(question: Pick<BankQuestion, 'text' | 'example'>, answer: string): boolean {
  if (!asksConduct(question) || ownDetailOf(answer, question).length) return false;
  return contentWordsOf(answer, question).length >= PRINCIPLE_WORDS_MIN && principleShareOf(answer, question) >= PRINCIPLE_SHARE;
}

/** The distinct maxims of an answer (maxims, maxim_patterns: 对事不对人, 求同存异, 是…的关键, 始终坚持). */
export function maximsOf(answer: string): string[] {
  const text = normalizeText(answer);
  return [...new Set([...MAXIMS.filter((m) => text.includes(m)), ...MAXIM_PATTERNS.flatMap((re) => text.match(re) ?? [])])];
}

/**
 * interview.gaming.platitudes: an answer in principles alone (speaksInPrinciples) that is a polished paragraph of
 * maxims, PLATITUDES_MIN or more (面对分歧，我始终坚持对事不对人的原则…求同存异…良好的沟通是化解分歧的关键), in no
 * word of speech (就是, 比如, 吧, 其实: SPOKEN_MARKERS): the rubric's copied reference answer, "a style no student
 * speaks in, no trace of the student's own situation". A student's own general answer is said (我觉得就是要…吧) and
 * keeps its capped content instead.
 */
export function recitesPlatitudes(question: Pick<BankQuestion, 'text' | 'example'>, answer: string): boolean {
  if (!speaksInPrinciples(question, answer) || maximsOf(answer).length < PLATITUDES_MIN) return false;
  const text = normalizeText(answer);
  return !SPOKEN_MARKERS.some((w) => text.includes(w));
}
