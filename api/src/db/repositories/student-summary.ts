import type { Db } from '../database';

/** What getcommon says about a student's resume and AI results (spec §3 Student info), and the resume's name. */
export type StudentSummary = { has_resume: 0 | 1; has_resume_diagnose: 0 | 1; has_ai_career_planning: 0 | 1; resume_name: string };

/**
 * The one place getcommon reads a student's resume flags from. A resume exists when it has a name
 * (spec §3 "Resume data"). The AI resume diagnosis and career-planning book are not built yet, so no
 * student has either: both flags are 0 until those features store results.
 */
export async function findStudentSummary(db: Db, studentId: number): Promise<StudentSummary> {
  const resume = await db.selectFrom('resume').select('name').where('student_id', '=', studentId).executeTakeFirst();
  const name = resume?.name ?? '';
  return { has_resume: name !== '' ? 1 : 0, has_resume_diagnose: 0, has_ai_career_planning: 0, resume_name: name };
}
