import type { StudentInfo } from '@campus/shared-utils/shapes';
import type { Db } from '../database';
import { latestDiagnosisId } from './ai-diagnosis';
import { latestBookId } from './career-book';

/** What getcommon says about a student's resume and AI results (spec §3 Student info), and the resume's name. */
export type StudentSummary = Omit<StudentInfo, 'sex' | 'avatar'>;

/** The sex a resume states (1 male, 2 female), or 0 when there is no resume or it says none. */
export type ResumeSex = 0 | 1 | 2;

/**
 * The one place getcommon reads a student's resume flags from. A resume exists when it has a name
 * (spec §3 "Resume data"). has_resume_diagnose is 1 once the student has run an AI diagnosis (the header's
 * AI简历诊断 then opens the latest, resume_diagnose_id); has_ai_career_planning likewise once a career-planning book exists
 * (ai_career_planning_id, the latest). The resume's sex comes along:
 * the header's default avatar follows it (spec §2 "default by sex").
 */
export async function findStudentSummary(db: Db, studentId: number): Promise<{ summary: StudentSummary; resumeSex: ResumeSex }> {
  const [resume, diagnosisId, bookId] = await Promise.all([
    db.selectFrom('resume').select(['name', 'sex']).where('student_id', '=', studentId).executeTakeFirst(),
    latestDiagnosisId(db, studentId),
    latestBookId(db, studentId),
  ]);
  const name = resume?.name ?? '';
  const sex = resume && name !== '' && (resume.sex === 1 || resume.sex === 2) ? resume.sex : 0;
  const summary: StudentSummary = {
    has_resume: name !== '' ? 1 : 0,
    has_resume_diagnose: diagnosisId > 0 ? 1 : 0,
    has_ai_career_planning: bookId > 0 ? 1 : 0,
    resume_name: name,
    resume_diagnose_id: diagnosisId,
    ai_career_planning_id: bookId,
  };
  return { summary, resumeSex: sex };
}
