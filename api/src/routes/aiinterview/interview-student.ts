import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAREER_MSG } from '@campus/shared-utils/rules';
import { requireStudent } from '../../auth/session-student';
import { findInterview } from '../../db/repositories/ai-interview';
import type { AiInterviewRow } from '../../db/tables/ai-area';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';

/** What every interview call says in its documentation. */
export const INTERVIEW_NOTE = `Student session only (visitors ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code}); ${CODES.interviewNotOpen.code} on a site whose is_ai_interview is 0.`;

/** The session's student on a site with the AI interview open (20011 / 20013, then 46001). */
export async function interviewStudent(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const studentId = requireStudent(request, CAREER_MSG.notStudent);
  const site = await request.site();
  if (site.is_ai_interview !== 1) throw new AppError(CODES.interviewNotOpen);
  return studentId;
}

/** One of the student's own interviews; an unknown or another student's id is 46003 (it does not say which). */
export async function ownInterview(app: FastifyInstance, studentId: number, id: number): Promise<AiInterviewRow> {
  const row = await findInterview(app.db, id);
  if (!row || row.student_id !== studentId) throw new AppError(CODES.interviewNotFound);
  return row;
}
