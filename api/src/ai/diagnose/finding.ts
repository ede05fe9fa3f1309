/**
 * A finding of the resume diagnosis: what was found, why it matters, where it is (section, entry, field: the
 * page opens that section for editing) and, where one helps, a suggested rewrite. `rule` names the rule that
 * made it, so every finding traces to one rule (and its dictionary).
 */
export type DiagnosisDimension = 'completeness' | 'quality' | 'match' | 'norms';
export type DiagnosisSection = 'basic' | 'intention' | 'education' | 'work' | 'project' | 'other';

export type Finding = {
  rule: string;
  dimension: DiagnosisDimension;
  /** how much it costs the dimension's score */
  severity: 'high' | 'medium' | 'low';
  section: DiagnosisSection;
  /** the entry's id (0: the section or basic information as a whole) */
  entry_id: number;
  field: string;
  found: string;
  why: string;
  suggestion: string;
};

/** Points a finding takes from its dimension's score. */
export const SEVERITY_COST = { high: 25, medium: 12, low: 5 } as const;
