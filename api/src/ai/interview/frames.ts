import FRAMES from '../dictionaries/answer-frames.json';
import { matchText } from '../text/normalize';
import type { BankQuestion } from './bank';
import { isSpecific } from './specificity';

/**
 * interview.gaming.frame: a question that asks for an example (请举例说明) answered with the 总-分-总 template instead
 * (我想从三个方面来谈…第一，心态层面…第二，方法层面…综上所述, answer-frames.json): aspects announced and headed, and
 * nothing particular told (specificity.ts), the example it gives being one in name only (比如在项目中…我就是这样做的:
 * a sentence that says only that it was done so is read as none). A recruiter hears an essay's frame, not a case.
 */
const ANNOUNCES = FRAMES.announces.map((r) => new RegExp(r, 'u'));
const HEADS = FRAMES.heads.map((r) => new RegExp(r, 'gu'));
const HOLLOW = FRAMES.hollow_examples.map((r) => new RegExp(r, 'u'));
/** The heads (第一，心态层面; 综上所述) from which an answer that announces its aspects is framed by them. */
export const FRAME_HEADS = 2;

const sentencesOf = (answer: string): string[] => matchText(answer).split(/[。！？!?；;\n]+/).filter((s) => s.trim());

/** An answer without its sentences that claim an example and tell none (比如在项目中，我就是这样做的). */
export const withoutHollowExamples = (answer: string): string =>
  sentencesOf(answer)
    .filter((s) => !HOLLOW.some((re) => re.test(s)))
    .join('。');

/** Whether an answer is framed as aspects: announced (从三个方面来谈) and headed (第一，心态层面…综上所述) FRAME_HEADS times or more. */
export function framedAsAspects(answer: string): boolean {
  const text = matchText(answer);
  if (!ANNOUNCES.some((re) => re.test(text))) return false;
  return HEADS.reduce((n, re) => n + (text.match(re) ?? []).length, 0) >= FRAME_HEADS;
}

/** interview.gaming.frame: an example asked for, a frame of aspects given, and nothing particular but a hollow example. */
export const answersWithFrame = (question: Pick<BankQuestion, 'example'>, answer: string): boolean =>
  question.example && framedAsAspects(answer) && !isSpecific(withoutHollowExamples(answer));
