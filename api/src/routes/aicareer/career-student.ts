import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAREER_MSG } from '@campus/shared-utils/rules';
import { requireStudent } from '../../auth/session-student';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';

/** What every assessment and career-book call says in its documentation. */
export const CAREER_NOTE = `Student session only (visitors ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code}); ${CODES.careerNotOpen.code} on a site whose is_ai_career_planning is 0.`;

/** The session's student on a site with the career planning open (20011 / 20013, then 46002), and the site. */
export async function careerStudent(app: FastifyInstance, request: FastifyRequest) {
  const studentId = requireStudent(request, CAREER_MSG.notStudent);
  const site = await request.site();
  if (site.is_ai_career_planning !== 1) throw new AppError(CODES.careerNotOpen);
  return { studentId, site };
}
