import type { BankQuestion } from './bank';
import { keywordCoverage } from './keywords';
import { starOf } from './star';
import { FOLLOW_UP_COVERAGE } from './weights';

/**
 * interview.follow-up: the question's follow-up when a (non-empty) answer lacks what the rubric asks: no concrete
 * example where one is asked, or too few of the points (under FOLLOW_UP_COVERAGE of its concepts). The caller
 * asks at most one per question. An empty answer gets none: it scores 0 with its note.
 */
export function followUpFor(question: BankQuestion, answer: string): string | null {
  if (!answer.trim()) return null;
  if (question.example && !starOf(answer).example) return question.follow_up;
  if (keywordCoverage(answer, question).ratio < FOLLOW_UP_COVERAGE) return question.follow_up;
  return null;
}
