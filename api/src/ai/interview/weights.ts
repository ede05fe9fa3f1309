import type { InterviewDimension } from '@campus/shared-utils/shapes';

/**
 * The interview's weights, in one place (docs/api-ai-career.md, "Scoring rules"). The overall score weighs the
 * five dimensions; a question's own score weighs its rules, with STAR only where the rubric asks for an example.
 */
export type DimensionKey = InterviewDimension['key'];

export const DIMENSION_WEIGHTS: Record<DimensionKey, number> = { structure: 0.2, match: 0.2, keywords: 0.25, star: 0.2, time: 0.15 };

export const DIMENSION_LABELS: Record<DimensionKey, string> = { structure: '表达结构', match: '岗位匹配', keywords: '关键词覆盖', star: '具体事例 / STAR', time: '时间把控' };

export const QUESTION_WEIGHTS = {
  withExample: { keywords: 0.4, star: 0.25, structure: 0.2, time: 0.15 },
  withoutExample: { keywords: 0.55, star: 0, structure: 0.25, time: 0.2 },
} as const;

/** Share of a question's concepts that earns full keyword marks (a good answer need not name every one). */
export const FULL_COVERAGE = 0.6;
/** Below this share of its concepts an answer gets the question's follow-up. */
export const FOLLOW_UP_COVERAGE = 0.25;
/** Share of the category's keywords, across all answers, that earns full job-match marks. */
export const FULL_MATCH = 1 / 3;
/** Answers shorter than these (characters without spaces) are too short / rather short. */
export const TOO_SHORT_CHARS = 30;
export const SHORT_CHARS = 80;
/** Characters a student can say in one second; more than seconds × this is more than the time allows. */
export const CHARS_PER_SECOND = 6;
