import FRAMES from '../dictionaries/answer-frames.json';
import { matchText } from '../text/normalize';
import { isCommonQuestion, type BankQuestion } from './bank';
import { tellsParticulars } from './specificity';

/**
 * interview.gaming.frame: an answer laid out as a template instead of told: the 总-分-总 frame of aspects (我想从三个
 * 方面来谈…第一，心态层面…第二，方法层面…综上所述) or the STAR method's labels written out (S（情境）：…T（任务）：…
 * A（行动）：…R（结果）：…, answer-frames.json), with nothing particular of the student's own inside it
 * (specificity.ts tellsParticulars: a figure with a base, a time and place, a person met; not 比如 alone, which heads
 * the frame's aspects too, nor a percentage with no base), the example it gives being one in name only (比如在项目中…
 * 我就是这样做的: a sentence that says only that it was done so is read as none). A recruiter hears an essay's frame,
 * not a case, whether or not the question says 请举例. A frame around a real case (S：去年在代账公司实习…) is a story
 * told in order. Held to the questions about the student (the common bank) and those that ask for an example: on a
 * knowledge question of a field the aspects hold the field's matter, which the other rules read.
 */
const ANNOUNCES = FRAMES.announces.map((r) => new RegExp(r, 'u'));
const HEADS = FRAMES.heads.map((r) => new RegExp(r, 'gu'));
const STAR_LABELS = FRAMES.star_labels.map((r) => new RegExp(r, 'gu'));
const HOLLOW = FRAMES.hollow_examples.map((r) => new RegExp(r, 'u'));
const COUNTED_MOTTOS = FRAMES.counted_mottos.map((r) => new RegExp(r, 'u'));
const ACRONYMS = FRAMES.acronyms.map((r) => new RegExp(r, 'u'));
const ACRONYM_HEADS = FRAMES.acronym_heads.map((r) => new RegExp(r, 'gu'));
const PARALLELS = FRAMES.parallels.map((r) => new RegExp(r, 'gu'));
/** The letters spelled out (P是Positive，R是Resilience…) from which a coined acronym is the answer's frame. */
export const ACRONYM_HEADS_MIN = 3;
/** The runs of parallel clauses (在…中…，在…中…，在…中…) from which an answer is a polished paragraph's frame. */
export const PARALLELS_MIN = 2;
/** The heads (第一，心态层面; 综上所述) from which an answer that announces its aspects is framed by them. */
export const FRAME_HEADS = 2;
/** The STAR labels (S（情境）, T（任务）…) from which an answer is a STAR frame: three of the four. */
export const STAR_LABELS_MIN = 3;

const sentencesOf = (answer: string): string[] => matchText(answer).split(/[。！？!?；;\n]+/).filter((s) => s.trim());
const count = (text: string, res: readonly RegExp[]): number => res.reduce((n, re) => n + (text.match(re) ?? []).length, 0);

/** An answer without its sentences that claim an example and tell none (比如在项目中，我就是这样做的). */
export const withoutHollowExamples = (answer: string): string =>
  sentencesOf(answer)
    .filter((s) => !HOLLOW.some((re) => re.test(s)))
    .join('。');

/** Whether an answer is framed as aspects: announced (从三个方面来谈) and headed (第一，心态层面…综上所述) FRAME_HEADS times or more. */
export function framedAsAspects(answer: string): boolean {
  const text = matchText(answer);
  if (!ANNOUNCES.some((re) => re.test(text))) return false;
  return count(text, HEADS) >= FRAME_HEADS;
}

/** Whether an answer is laid out under the STAR method's labels (S（情境）：, T（任务）：…), STAR_LABELS_MIN of them or more. */
export const labelledAsStar = (answer: string): boolean => count(matchText(answer), STAR_LABELS) >= STAR_LABELS_MIN;

/**
 * Whether an answer is framed as a motto of counted heads (一个核心、两个抓手、三个统一、四个到位): a slogan's numbered
 * frame, which fits any question and names nothing of it; a plan in steps (第一步…第二步…) is no such motto.
 */
export const framedAsCountedMotto = (answer: string): boolean => COUNTED_MOTTOS.some((re) => re.test(matchText(answer)));

/**
 * Whether an answer is framed as an acronym coined as the student's own (我总结了一套自己的XXXX心法) and spelled out
 * letter by letter (P是Positive，积极心态；R是Resilience…), ACRONYM_HEADS_MIN letters or more: a motto's frame, which
 * fits any question. A textbook model named and explained (SWOT分析…S是Strengths) is announced as no coinage of one's own.
 */
export const framedAsAcronym = (answer: string): boolean => {
  const text = matchText(answer);
  return ACRONYMS.some((re) => re.test(text)) && count(text, ACRONYM_HEADS) >= ACRONYM_HEADS_MIN;
};

/**
 * Whether an answer is built of parallel clauses, PARALLELS_MIN runs or more of three clauses under one head
 * (在压力中…，在困难中…，在合作中…; 源于…，源于…，更源于…): the polished essay's frame, as the aspects' heads are.
 */
export const framedAsParallels = (answer: string): boolean => count(matchText(answer), PARALLELS) >= PARALLELS_MIN;

/**
 * interview.gaming.frame: a frame of aspects, STAR labels or parallel clauses, on a question about the student or
 * asking for an example, or a motto of counted heads or a coined acronym on any question, around nothing particular.
 */
export const answersWithFrame = (question: Pick<BankQuestion, 'example' | 'id'>, answer: string): boolean =>
  (((question.example || isCommonQuestion(question)) && (framedAsAspects(answer) || labelledAsStar(answer) || framedAsParallels(answer))) ||
    framedAsCountedMotto(answer) ||
    framedAsAcronym(answer)) &&
  !tellsParticulars(withoutHollowExamples(answer));
