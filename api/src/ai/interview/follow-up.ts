import type { AnswerAnalysis } from './analysis';
import type { BankQuestion } from './bank';
import { FOLLOW_UP_COVERAGE, SAID_MIN } from './weights';

/**
 * interview.follow-up: the question's follow-up when a (non-empty) answer lacks what the rubric asks, read from the
 * answer's analysis (the one stored with it): off the question, a list of words, or not the student's own (the question pasted back,
 * a sample copied), no concrete example where one is asked, or too few of the points (under FOLLOW_UP_COVERAGE of
 * its concepts). The caller asks at most one per question. An empty answer gets none: it scores 0 with its note.
 */
export function followUpFor(question: BankQuestion, analysis: AnswerAnalysis): string | null {
  if (analysis.chars === 0) return null;
  const lacks = !analysis.on_topic || analysis.said < SAID_MIN || analysis.gaming !== null || (question.example && !analysis.star.example) || analysis.ratio < FOLLOW_UP_COVERAGE;
  return lacks ? question.follow_up : null;
}
