import { CAREER_MSG } from '@campus/shared-utils/rules';
import { CHARS_PER_SECOND, SHORT_CHARS, TOO_SHORT_CHARS } from './weights';

/**
 * interview.time: an answer of a fitting length, within its time. From 100: too short −50 (rather short −20),
 * more than the time allows to say −20, over the time −30, once: sent after the time by the server's clock
 * (late), else more seconds used than allowed by the page's. An empty answer scores 0, and so does one off the
 * question (`onTopic` false): time well kept on something else is no credit.
 */
export type TimeInput = { answer: string; seconds: number; seconds_used: number; late: number; onTopic?: boolean };
export type TimeReport = { score: number; chars: number; notes: string[] };

export const answerChars = (answer: string): number => [...answer.replace(/\s/g, '')].length;

export function timeOf(input: TimeInput): TimeReport {
  const chars = answerChars(input.answer);
  if (chars === 0) return { score: 0, chars, notes: [CAREER_MSG.emptyAnswer] };
  if (input.onTopic === false) return { score: 0, chars, notes: ['回答没有切题，时间把控不计分'] };
  const notes: string[] = [];
  let score = 100;
  if (chars < TOO_SHORT_CHARS) {
    score -= 50;
    notes.push(`回答过短（${chars}字）`);
  } else if (chars < SHORT_CHARS) {
    score -= 20;
    notes.push(`回答偏短（${chars}字）`);
  }
  if (chars > input.seconds * CHARS_PER_SECOND) {
    score -= 20;
    notes.push(`内容过长，${input.seconds}秒内讲不完`);
  }
  if (input.late) {
    score -= 30;
    notes.push('超时提交');
  } else if (input.seconds_used > input.seconds) {
    score -= 30;
    notes.push(`用时${input.seconds_used}秒，超出${input.seconds}秒的作答时间`);
  }
  return { score: Math.max(0, score), chars, notes };
}
