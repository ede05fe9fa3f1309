import type { DiagnosisFinding } from '@campus/shared-utils/shapes';

/**
 * A finding of the resume diagnosis (the answer's shape, shapes/ai.ts): what was found, why it matters, where
 * it is (section, entry, field) and, where one helps, a suggested rewrite. `rule` names the rule that made it,
 * so every finding traces to one rule (and its dictionary).
 */
export type Finding = DiagnosisFinding;
export type DiagnosisDimension = Finding['dimension'];
export type DiagnosisSection = Finding['section'];

/** Points a finding takes from its dimension's score. */
export const SEVERITY_COST = { high: 25, medium: 12, low: 5 } as const;
