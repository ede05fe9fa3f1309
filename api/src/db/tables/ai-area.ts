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
  created_at: number;
}

export interface AiTables {
  ai_diagnosis: AiDiagnosisTable;
}

export type AiDiagnosisRow = Selectable<AiDiagnosisTable>;
