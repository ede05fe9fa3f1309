import type { Db } from '../database';

/** What getcommon says about a student's resume and AI results (spec §3 Student info). */
export type StudentSummary = { has_resume: 0 | 1; has_resume_diagnose: 0 | 1; has_ai_career_planning: 0 | 1 };

/**
 * The one place getcommon reads a student's resume flags from. There are no resumes yet: the resume issue
 * replaces this body with queries on its own tables (a resume with a name, a diagnosis, a career book).
 */
export async function findStudentSummary(_db: Db, _studentId: number): Promise<StudentSummary> {
  return { has_resume: 0, has_resume_diagnose: 0, has_ai_career_planning: 0 };
}
