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

export interface AiTables {
  ai_diagnosis: AiDiagnosisTable;
  ai_wish: AiWishTable;
}

export type AiDiagnosisRow = Selectable<AiDiagnosisTable>;
export type AiWishRow = Selectable<AiWishTable>;
