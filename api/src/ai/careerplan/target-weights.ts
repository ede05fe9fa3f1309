/**
 * The weights of the career book's targets (docs/api-ai-career.md, "Targets"): every occupation of the catalogue
 * scores 0-100 as the weighted sum of four signals, each 0-1 (target-score.ts). The student's own intention
 * weighs most: a counsellor starts from what the student wants and has already tried, and uses the interest
 * code to widen the choice, not to overrule it.
 */
export const TARGET_WEIGHTS = {
  /** one of the occupation's job categories is among the resume's 求职意向 categories */
  intention: 40,
  /** internships, projects and skills in its categories (titles and recruiters' keywords) */
  experience: 30,
  /** the interest code's match (assessment/match.ts codeMatch, 0-100 → 0-1) */
  code: 20,
  /** the major prepares for its job category group (major-groups.json) */
  major: 10,
} as const;

/** Recruiters' keywords of a category the experience must show to count in full (a third of a typical list of 10-12). */
export const EXPERIENCE_KEYWORDS_FULL = 3;

/** Targets in the book, and missing skills listed per target. */
export const TARGETS_MAX = 3;
export const GAP_MAX = 8;
