import type { Diagnosis, DiagnosisFinding, DiagnosisList, DiagnosisScores } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { AiDiagnosisRow } from '../tables/ai-area';

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A finding as stored: diagnoses stored before findings quoted the student's sentence have no quote or rewrite. */
type StoredFinding = Omit<DiagnosisFinding, 'quote' | 'rewrite'> & Partial<Pick<DiagnosisFinding, 'quote' | 'rewrite'>>;

const NO_SCORES: DiagnosisScores = { completeness: 0, quality: 0, match: 0, norms: 0 };
const sourceOf = (text: string): Diagnosis['source'] => (text === 'file' ? 'file' : 'resume');

export function toDiagnosis(row: AiDiagnosisRow): Diagnosis {
  return {
    id: row.id,
    score: row.score,
    scores: parse<DiagnosisScores>(row.scores, NO_SCORES),
    findings: parse<StoredFinding[]>(row.findings, []).map((f) => ({ ...f, quote: f.quote ?? '', rewrite: f.rewrite ?? '' })),
    source: sourceOf(row.source),
    created_at: Number(row.created_at),
  };
}

export async function saveDiagnosis(db: Db, studentId: number, result: Omit<Diagnosis, 'id' | 'created_at'>, now: number): Promise<Diagnosis> {
  const row = await db
    .insertInto('ai_diagnosis')
    .values({ student_id: studentId, score: result.score, scores: JSON.stringify(result.scores), findings: JSON.stringify(result.findings), source: result.source, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDiagnosis(row);
}

/** The student's own diagnosis (another student's id reads as missing). */
export async function findDiagnosis(db: Db, studentId: number, id: number): Promise<Diagnosis | undefined> {
  const row = await db.selectFrom('ai_diagnosis').selectAll().where('id', '=', id).where('student_id', '=', studentId).executeTakeFirst();
  return row ? toDiagnosis(row) : undefined;
}

export async function listDiagnoses(db: Db, studentId: number, limit: number): Promise<DiagnosisList['list']> {
  const rows = await db.selectFrom('ai_diagnosis').select(['id', 'score', 'scores', 'source', 'created_at']).where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, score: r.score, scores: parse<DiagnosisScores>(r.scores, NO_SCORES), source: sourceOf(r.source), created_at: Number(r.created_at) }));
}

/** The student's latest diagnosis id, 0 when none (getcommon's resume_diagnose_id). */
export async function latestDiagnosisId(db: Db, studentId: number): Promise<number> {
  const row = await db.selectFrom('ai_diagnosis').select('id').where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}
