import type { Generated, Selectable } from 'kysely';

/** A diagnosis a student ran; scores and findings are JSON texts, kept as the result showed them. */
export interface AiDiagnosisTable {
  id: Generated<number>;
  student_id: number;
  score: number;
  /** JSON text: DiagnosisScores */
  scores: string;
  /** JSON text: DiagnosisFinding[] */
  findings: string;
  /** 'resume' (the online resume) or 'file' (an uploaded file) */
  source: Generated<string>;
  created_at: number;
}

/** The wish form of AI resume writing, one per student. */
export interface AiWishTable {
  id: Generated<number>;
  student_id: number;
  /** JSON text: AiWish without updated_at */
  wish: string;
  updated_at: number;
}

/** An AI mock interview; `plan` and `result` are JSON texts (the result frozen at finish). */
export interface AiInterviewTable {
  id: Generated<number>;
  student_id: number;
  category: string;
  /** 1 综合面试, 2 专业面试 */
  kind: number;
  /** seconds per answer */
  seconds: number;
  /** JSON text: PlannedQuestion[] */
  plan: string;
  status: Generated<'ongoing' | 'finished'>;
  started_at: number;
  finished_at: Generated<number>;
  score: Generated<number>;
  /** JSON text: InterviewResult ('' while ongoing) */
  result: Generated<string>;
}

/** A question asked in an interview (a follow-up has its own row) and its answer; answered_at 0 while waiting. */
export interface AiInterviewAnswerTable {
  id: Generated<number>;
  interview_id: number;
  idx: number;
  /** the bank question it comes from (a follow-up names its question's) */
  question_id: string;
  question: string;
  follow_up: Generated<number>;
  asked_at: number;
  answer: Generated<string>;
  seconds_used: Generated<number>;
  late: Generated<number>;
  answered_at: Generated<number>;
  /** JSON text: AnswerAnalysis, made when the answer came ('' while waiting, and for answers from before it was stored) */
  analysis: Generated<string>;
}

export interface AiTables {
  ai_diagnosis: AiDiagnosisTable;
  ai_wish: AiWishTable;
  ai_interview: AiInterviewTable;
  ai_interview_answer: AiInterviewAnswerTable;
}

export type AiDiagnosisRow = Selectable<AiDiagnosisTable>;
export type AiWishRow = Selectable<AiWishTable>;
export type AiInterviewRow = Selectable<AiInterviewTable>;
export type AiInterviewAnswerRow = Selectable<AiInterviewAnswerTable>;
