import { CAREER_MSG } from '@campus/shared-utils/rules';
import { CHARS_PER_SECOND, SHORT_CHARS, TOO_SHORT_CHARS } from './weights';

/**
 * interview.time: an answer of a fitting length, within its time. From 100: too short −50 (rather short −20),
 * more than the time allows to say −20, seconds used over the time −30, sent after the time (late, by the
 * server's clock) −30. An empty answer scores 0.
 */
export type TimeInput = { answer: string; seconds: number; seconds_used: number; late: number };
export type TimeReport = { score: number; chars: number; notes: string[] };

export const answerChars = (answer: string): number => [...answer.replace(/\s/g, '')].length;

export function timeOf(input: TimeInput): TimeReport {
  const chars = answerChars(input.answer);
  if (chars === 0) return { score: 0, chars, notes: [CAREER_MSG.emptyAnswer] };
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
  if (input.seconds_used > input.seconds) {
    score -= 30;
    notes.push(`用时${input.seconds_used}秒，超出${input.seconds}秒的作答时间`);
  }
  if (input.late) {
    score -= 30;
    notes.push('超时提交');
  }
  return { score: Math.max(0, score), chars, notes };
}
