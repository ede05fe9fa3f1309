import type { Generated, Selectable } from 'kysely';

/** The answers a student has given so far to the occupation assessment, one row per student. */
export interface AssessmentAnswerTable {
  id: Generated<number>;
  student_id: number;
  /** JSON text: {[item id]: 1-5} */
  answers: string;
  updated_at: number;
}

/** A finished assessment: the code, the answers it came from, and the result frozen as shown. */
export interface AssessmentResultTable {
  id: Generated<number>;
  student_id: number;
  code: string;
  /** JSON text: {[item id]: 1-5} */
  answers: string;
  /** JSON text: AssessmentResult without id and created_at */
  result: string;
  created_at: number;
}

/** A career-planning book, frozen as written. */
export interface CareerBookTable {
  id: Generated<number>;
  student_id: number;
  assessment_id: number;
  code: string;
  /** JSON text: CareerBook without id and created_at */
  book: string;
  created_at: number;
}

export interface CareerTables {
  assessment_answer: AssessmentAnswerTable;
  assessment_result: AssessmentResultTable;
  career_book: CareerBookTable;
}

export type AssessmentResultRow = Selectable<AssessmentResultTable>;
export type CareerBookRow = Selectable<CareerBookTable>;
