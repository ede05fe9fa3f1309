import { Type, type Static } from '@sinclair/typebox';

/** Answers of the AI resume calls (issue 11; docs/api-ai.md): the diagnosis and its findings. */

const oneOf = <const T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v as T[number])));

/** One finding: what, why, where (section, entry, field: the page opens it for editing) and a rewrite; `rule` traces it. */
export const DiagnosisFinding = Type.Object({
  rule: Type.String({ description: 'the rule that found it, e.g. norms.dates-order' }),
  dimension: oneOf(['completeness', 'quality', 'match', 'norms'] as const),
  severity: oneOf(['high', 'medium', 'low'] as const),
  section: oneOf(['basic', 'intention', 'education', 'work', 'project', 'other'] as const),
  entry_id: Type.Integer({ description: '0: the section as a whole' }),
  field: Type.String(),
  found: Type.String(),
  why: Type.String(),
  suggestion: Type.String(),
});
export type DiagnosisFinding = Static<typeof DiagnosisFinding>;

/** Sub-scores out of 100: 完整度, 内容质量, 岗位匹配, 规范性. */
export const DiagnosisScores = Type.Object({ completeness: Type.Integer(), quality: Type.Integer(), match: Type.Integer(), norms: Type.Integer() });
export type DiagnosisScores = Static<typeof DiagnosisScores>;

/** POST /api/airesume/diagnose and GET /api/airesume/diagnosis {id}. */
export const Diagnosis = Type.Object({
  id: Type.Integer(),
  score: Type.Integer({ description: 'out of 100' }),
  scores: DiagnosisScores,
  findings: Type.Array(DiagnosisFinding),
  created_at: Type.Number({ description: 'epoch ms' }),
});
export type Diagnosis = Static<typeof Diagnosis>;

/** GET /api/airesume/diagnosislist: the student's diagnoses, newest first, with their scores (progress). */
export const DiagnosisList = Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), score: Type.Integer(), created_at: Type.Number() })) });
export type DiagnosisList = Static<typeof DiagnosisList>;
