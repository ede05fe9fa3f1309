// interview.gaming.steps.ordered: a question asking how a thing is done answered with its steps in order (先…然后…再…),
// read by gaming.ts (no keywords of other questions stuffed) and enumeration.ts listsTerms (no terms strung).
import { normalizeText } from '../text/normalize';
import { termsOf } from './relevance';
import { asksWhatIsDone, isPredicate } from './told-steps';

/** A word that places a step after another (先, 然后, 再, 接着): 再说, 再次 and 首先 (a signpost) are none. */
const SEQUENCE = /(?<!首)先|然后|接着|之后|随后|再(?![说次见者])/gu;
/** Sequence words an order needs: one alone places nothing. */
const SEQUENCE_MIN = 2;
/** Steps said with their verb (提需求, 签合同, 留一点作业) an account of the process needs: nouns alone name no step. */
const PREDICATES_MIN = 2;
/** The answer's head up to the word that states what follows (采购流程就是, 步骤包括): no step of its own. */
const HEAD = /^[^，,。、；;]*?(?:就是|是指|是|包括|分为)/u;
/** Most characters before the question's own word where the answer opens on it (我觉得, 一般). */
const OPENING_CHARS = 4;
/** An ordered account is short and bare: a long text of steps is read by the rest of the rules as before. */
const CHARS_MAX = 120;

/**
 * The answer opens on a word of the question (采购流程…, 设计一节课要…), places its steps in order with SEQUENCE_MIN
 * or more sequence words, and says PREDICATES_MIN or more of its parts with their verb (isPredicate): the process
 * asked, told step by step. A step naming a stage (安排导入、新授、练习) or a field's other matters (供应商, 合同) is
 * part of the process, no keyword strung for show. Nouns put in order (先需求，然后合同，再验收) say no step.
 */
export function tellsAskedSteps(answer: string, question?: { text: string }): boolean {
  if (question === undefined || !asksWhatIsDone(question)) return false;
  const text = normalizeText(answer).trim();
  if ([...text].length > CHARS_MAX) return false;
  const opening = text.slice(0, OPENING_CHARS + 4);
  if (!termsOf(question.text).some((w) => [...w].length >= 2 && opening.indexOf(w) >= 0 && opening.indexOf(w) <= OPENING_CHARS)) return false;
  if ((text.match(SEQUENCE) ?? []).length < SEQUENCE_MIN) return false;
  // the head's copula (采购流程就是…) says no step: read from the first item
  return text
    .replace(HEAD, '')
    .split(/[、，,。；;和]/u)
    .filter((part) => part.trim() && isPredicate(part)).length >= PREDICATES_MIN;
}
