import type { FastifyInstance } from 'fastify';
import { findInterview } from '../../db/repositories/ai-interview';
import type { AiInterviewRow } from '../../db/tables/ai-area';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';

/** One of the student's own interviews; an unknown or another student's id is 46003 (it does not say which). */
export async function ownInterview(app: FastifyInstance, studentId: number, id: number): Promise<AiInterviewRow> {
  const row = await findInterview(app.db, id);
  if (!row || row.student_id !== studentId) throw new AppError(CODES.interviewNotFound);
  return row;
}
