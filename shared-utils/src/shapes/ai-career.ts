import { Type, type SchemaOptions, type Static } from '@sinclair/typebox';
import { PositionCard } from './cards';

/**
 * Answers of the AI mock interview, the occupation assessment and the career-planning book (issue 12;
 * docs/api-ai-career.md). Times are epoch ms; scores 0-100; every score names the rule it comes from.
 */

const oneOf = <const T extends readonly string[]>(values: T, options?: SchemaOptions) => Type.Union(values.map((v) => Type.Literal(v as T[number])), options);
const oneNumber = <const T extends readonly number[]>(values: T, options?: SchemaOptions) => Type.Union(values.map((v) => Type.Literal(v as T[number])), options);
const Time = Type.Number({ description: 'epoch ms' });
const Score = Type.Integer({ minimum: 0, maximum: 100 });
const Source = oneOf(['engine', 'model'] as const, { description: 'who wrote the feedback: the offline engine, or a language model (offline scores kept beside it)' });

// ——— AI mock interview ———

/** 1 综合面试 (behavioural), 2 专业面试 (professional). */
export const InterviewKind = oneNumber([1, 2] as const, { description: '1 综合面试, 2 专业面试' });

/** One question as the room shows it. */
export const InterviewQuestion = Type.Object({
  index: Type.Integer({ description: 'position in the interview, from 0; a follow-up has its own index' }),
  number: Type.Integer({ description: 'the planned question it is, from 1 (第number题 / 共total题); a follow-up has the number of the question it follows (第number题追问)' }),
  text: Type.String(),
  follow_up: oneNumber([0, 1] as const, { description: '1: asked because the previous answer lacked what the rubric asks' }),
  seconds: Type.Integer({ description: 'time for the answer' }),
  asked_at: Time,
});
export type InterviewQuestion = Static<typeof InterviewQuestion>;

/**
 * POST /api/aiinterview/start, GET /api/aiinterview/get {id}, and `session` of /answer: where an interview
 * stands, so a reload or another tab resumes it. `current` is null once every question is answered.
 */
export const InterviewSession = Type.Object({
  id: Type.Integer(),
  category: Type.String({ description: 'a job category label of the site' }),
  kind: InterviewKind,
  total: Type.Integer({ description: 'questions planned: the count chosen (follow-ups come on top, at most one per question)' }),
  answered: Type.Integer({ description: 'planned questions answered (follow-ups not counted)' }),
  status: oneOf(['ongoing', 'finished'] as const),
  current: Type.Union([InterviewQuestion, Type.Null()]),
  started_at: Time,
});
export type InterviewSession = Static<typeof InterviewSession>;

/** POST /api/aiinterview/answer: the session after the answer; `cut` 1 when the answer was cut to 5,000 characters, `late` 1 when it came after the time. */
export const AiInterviewAnswered = Type.Object({ session: InterviewSession, cut: oneNumber([0, 1] as const), late: oneNumber([0, 1] as const) });
export type AiInterviewAnswered = Static<typeof AiInterviewAnswered>;

/** A dimension's score and why, from the student's own answers. */
export const InterviewDimension = Type.Object({
  key: oneOf(['structure', 'match', 'keywords', 'star', 'time'] as const, { description: '表达结构, 岗位匹配, 关键词覆盖, 具体事例 / STAR, 时间把控' }),
  label: Type.String(),
  score: Score,
  explanation: Type.String(),
  rule: Type.String({ description: 'the rule behind the score, e.g. interview.keywords' }),
});
export type InterviewDimension = Static<typeof InterviewDimension>;

/** One question of a finished interview: the answer beside a stronger sample, what it covered and missed. */
export const InterviewReview = Type.Object({
  index: Type.Integer(),
  label: Type.String({ description: 'how the report names it: 第2题, or 第2题追问 for the follow-up of question 2' }),
  text: Type.String(),
  follow_up: oneNumber([0, 1] as const),
  answer: Type.String(),
  seconds_used: Type.Integer(),
  late: oneNumber([0, 1] as const),
  score: Score,
  covered: Type.Array(Type.String({ description: 'keywords or points of a good answer it has' })),
  missing: Type.Array(Type.String()),
  notes: Type.Array(Type.String({ description: 'what the rules found, e.g. 没有具体事例' })),
  sample_answer: Type.String(),
});
export type InterviewReview = Static<typeof InterviewReview>;

/** POST /api/aiinterview/finish and GET /api/aiinterview/result {id}. */
export const InterviewResult = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  kind: InterviewKind,
  score: Score,
  dimensions: Type.Array(InterviewDimension),
  questions: Type.Array(InterviewReview),
  feedback: Type.String({ description: 'overall feedback in a few sentences' }),
  source: Source,
  started_at: Time,
  finished_at: Time,
});
export type InterviewResult = Static<typeof InterviewResult>;

/** GET /api/aiinterview/list: the student's interviews, newest first (score 0 while ongoing). */
export const InterviewList = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), category: Type.String(), kind: InterviewKind, status: oneOf(['ongoing', 'finished'] as const), score: Score, started_at: Time })),
});
export type InterviewList = Static<typeof InterviewList>;

// ——— Occupation assessment (Holland RIASEC, work values, abilities) ———

export const RiasecType = oneOf(['R', 'I', 'A', 'S', 'E', 'C'] as const);
export type RiasecType = Static<typeof RiasecType>;

/** One item of the assessment; the type it scores is not shown to the student. */
export const AssessmentItem = Type.Object({
  id: Type.String({ description: 'stable opaque id, e.g. qrd273: it tells nothing of what the item scores' }),
  part: oneOf(['interest', 'values', 'ability'] as const),
  text: Type.String(),
});
export type AssessmentItem = Static<typeof AssessmentItem>;

/** GET /api/assessment/questions: the items, the five-point scale, and the answers saved so far. */
export const AssessmentQuestions = Type.Object({
  items: Type.Array(AssessmentItem),
  scale: Type.Array(Type.Object({ value: Type.Integer({ minimum: 1, maximum: 5 }), label: Type.String() })),
  saved: Type.Array(Type.Object({ id: Type.String(), value: Type.Integer({ minimum: 1, maximum: 5 }) })),
});
export type AssessmentQuestions = Static<typeof AssessmentQuestions>;

/** POST /api/assessment/submit: the answers kept (progress), and the result's id once `final` was sent with every item answered (0 before). */
export const AssessmentSaved = Type.Object({ answered: Type.Integer(), total: Type.Integer(), result_id: Type.Integer() });
export type AssessmentSaved = Static<typeof AssessmentSaved>;

/** An occupation of the catalogue matching the student's code, linked to the site's job categories and live positions. */
export const OccupationMatch = Type.Object({
  name: Type.String(),
  riasec_code: Type.String({ description: 'its RIASEC code, e.g. IRC' }),
  match: Score,
  description: Type.String(),
  categories: Type.Array(Type.String({ description: 'job category labels of the site' })),
  positions: Type.Integer({ description: 'live positions in those categories on this site' }),
});
export type OccupationMatch = Static<typeof OccupationMatch>;

/** GET /api/assessment/result {id} (no id: the latest). */
export const AssessmentResult = Type.Object({
  id: Type.Integer(),
  riasec_code: Type.String({ description: 'three letters, e.g. SAE (not `code`: the envelope has that name)' }),
  scores: Type.Object({ R: Score, I: Score, A: Score, S: Score, E: Score, C: Score }),
  types: Type.Array(Type.Object({ key: RiasecType, name: Type.String(), description: Type.String(), score: Score })),
  values: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), score: Score })),
  abilities: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), score: Score })),
  occupations: Type.Array(OccupationMatch),
  flat: Type.Optional(
    Type.Object(
      { interest: oneNumber([0, 1] as const), values: oneNumber([0, 1] as const), abilities: oneNumber([0, 1] as const) },
      { description: '1 where a part shows no clear preference (its scores too close to rank); worked out on every read' },
    ),
  ),
  created_at: Time,
});
export type AssessmentResult = Static<typeof AssessmentResult>;

// ——— Career-planning book ———

export const CareerTarget = Type.Object({
  role: Type.String(),
  riasec_code: Type.String(),
  why: Type.String(),
  have: Type.Array(Type.String({ description: 'skills and experience the resume already shows for it' })),
  missing: Type.Array(Type.String({ description: 'the gap to close' })),
});
export type CareerTarget = Static<typeof CareerTarget>;

export const CareerTerm = Type.Object({
  term: Type.String({ description: 'e.g. 2026-2027学年第一学期; in a job-search plan a window, e.g. 2027年春招（3-5月）' }),
  actions: Type.Array(
    Type.Object({ kind: oneOf(['course', 'certificate', 'internship', 'fair', 'skill', 'job'] as const), text: Type.String(), link: Type.String({ description: "a hash route of this site, '' for none" }) }),
  ),
});
export type CareerTerm = Static<typeof CareerTerm>;

/** POST /api/careerplan/create and GET /api/careerplan/get {id}: the book, frozen as written. */
export const CareerBook = Type.Object({
  id: Type.Integer(),
  student_name: Type.String(),
  riasec_code: Type.String({ description: 'the assessment code it was built from' }),
  assessment_id: Type.Integer(),
  self_analysis: Type.Array(Type.String({ description: 'paragraphs' })),
  targets: Type.Array(CareerTarget),
  plan_kind: oneOf(['semesters', 'job_search'] as const, { description: 'semesters until graduation, or the job search of a student past graduation (books written before it read as semesters)' }),
  plan: Type.Array(CareerTerm),
  positions: Type.Array(PositionCard),
  fairs: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), start_time: Time, place: Type.String() })),
  source: Source,
  created_at: Time,
});
export type CareerBook = Static<typeof CareerBook>;

/** GET /api/careerplan/list: the student's books, newest first. */
export const CareerBookList = Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), riasec_code: Type.String(), created_at: Time })) });
export type CareerBookList = Static<typeof CareerBookList>;
