import { Type, type SchemaOptions, type Static, type TProperties } from '@sinclair/typebox';

/** Answers of the AI resume calls (issue 11; docs/api-ai.md): the diagnosis and its findings. */

const oneOf = <const T extends readonly string[]>(values: T, options?: SchemaOptions) => Type.Union(values.map((v) => Type.Literal(v as T[number])), options);
const oneNumber = <const T extends readonly number[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v as T[number])));

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
  quote: Type.String({ description: "the student's own sentence the finding is about; '' for a finding about a whole section" }),
  rewrite: Type.String({ description: "a rewrite built from the student's own words, 【请补充：…】 where a fact is missing; '' when none" }),
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
  source: oneOf(['resume', 'file'] as const, { description: "resume: the online resume (findings link to its sections); file: an uploaded file" }),
  created_at: Type.Number({ description: 'epoch ms' }),
});
export type Diagnosis = Static<typeof Diagnosis>;

/** GET /api/airesume/diagnosislist: the student's diagnoses, newest first, with their scores (progress). */
export const DiagnosisList = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), score: Type.Integer(), scores: DiagnosisScores, source: Diagnosis.properties.source, created_at: Type.Number() })),
});
export type DiagnosisList = Static<typeof DiagnosisList>;

// ——— AI resume writing: the parse draft, the wish form and the generated resume (docs/api-ai.md) ———

const Confidence = Type.Number({ minimum: 0, maximum: 1, description: 'how sure the engine is: below 0.6 the page marks the field for checking' });

/** A part in the resume area's own input shape, with a confidence per field. */
function drafted<T extends TProperties>(props: T) {
  const confidence = Object.fromEntries(Object.keys(props).map((k) => [k, Confidence])) as { [K in keyof T]: typeof Confidence };
  return Type.Object({ value: Type.Object(props), confidence: Type.Object(confidence) });
}
const Month = Type.String({ description: 'YYYY-MM' });
const EndMonth = Type.String({ description: "YYYY-MM, '' for 至今" });

export const DraftBasic = drafted({
  name: Type.String(),
  sex: oneNumber([0, 1, 2]),
  birth_date: Type.String({ description: "YYYY-MM-DD or ''" }),
  phone: Type.String(),
  email: Type.String(),
  city: Type.String(),
  school: Type.String(),
  major: Type.String(),
  degree: oneNumber([0, 1, 2, 3, 4]),
  graduation_year: Type.Integer({ description: '0: not found' }),
});
export const DraftEducation = drafted({
  school: Type.String(),
  major: Type.String(),
  degree: oneNumber([1, 2, 3, 4]),
  start_date: Month,
  end_date: EndMonth,
  description: Type.String(),
});
export const DraftWork = drafted({
  kind: oneNumber([1, 2]),
  company: Type.String(),
  position: Type.String(),
  start_date: Month,
  end_date: EndMonth,
  description: Type.String(),
});
export const DraftProject = drafted({ name: Type.String(), role: Type.String(), start_date: Month, end_date: EndMonth, description: Type.String() });
export const DraftOther = drafted({ skills: Type.String(), certificates: Type.String(), awards: Type.String(), languages: Type.String(), self_evaluation: Type.String() });
export type DraftBasic = Static<typeof DraftBasic>;
export type DraftEducation = Static<typeof DraftEducation>;
export type DraftWork = Static<typeof DraftWork>;
export type DraftProject = Static<typeof DraftProject>;
export type DraftOther = Static<typeof DraftOther>;

/**
 * POST /api/airesume/parse and POST /api/airesume/generate: a resume draft in the resume area's sections,
 * nothing stored. `confidence` is the whole draft's; `low_confidence` 1 when the file does not read as a
 * resume (the page says so instead of filling fields). `source` says who wrote the texts.
 */
export const ResumeDraft = Type.Object({
  basic: DraftBasic,
  intention: Type.Object({
    categories: Type.Array(Type.String()),
    cities: Type.Array(Type.String()),
    /** monthly yuan as the file wrote it ("8K-12K"); absent or 0 when it names none */
    salary_min: Type.Optional(Type.Integer({ minimum: 0 })),
    salary_max: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  education: Type.Array(DraftEducation),
  work: Type.Array(DraftWork),
  project: Type.Array(DraftProject),
  other: DraftOther,
  confidence: Confidence,
  low_confidence: oneNumber([0, 1]),
  source: oneOf(['engine', 'model'] as const),
});
export type ResumeDraft = Static<typeof ResumeDraft>;

/** One experience of the wish form, in the student's own words. */
export const WishExperience = Type.Object({
  kind: oneOf(['internship', 'project', 'campus'] as const, { description: '实习 / 项目 / 校园经历' }),
  title: Type.String({ description: 'company, project or organisation' }),
  role: Type.String({ description: 'position or role' }),
  start_date: Month,
  end_date: EndMonth,
  text: Type.String({ description: 'what the student did, in their own words' }),
});
export type WishExperience = Static<typeof WishExperience>;

/** The wish form of /aiResumeBasicInfo (POST /api/airesume/savewish; GET /api/airesume/getwish). */
export const AiWish = Type.Object({
  name: Type.String(),
  sex: oneNumber([0, 1, 2]),
  phone: Type.String(),
  email: Type.String(),
  city: Type.String({ description: 'current city' }),
  target_category: Type.String({ description: 'a job category label of the site' }),
  target_city: Type.String(),
  school: Type.String(),
  major: Type.String(),
  degree: oneNumber([0, 1, 2, 3, 4]),
  graduation_year: Type.Integer(),
  skills: Type.String(),
  strengths: Type.String({ description: 'a few words on themselves, for the self-evaluation' }),
  experiences: Type.Array(WishExperience),
  updated_at: Type.Number({ description: 'epoch ms; 0 before the first save' }),
});
export type AiWish = Static<typeof AiWish>;

/** POST /api/airesume/savewish: the stored wish and the fields cut to the limit (the page says so). */
export const AiWishSaved = Type.Object({ wish: AiWish, cut: Type.Array(Type.String()) });
export type AiWishSaved = Static<typeof AiWishSaved>;
