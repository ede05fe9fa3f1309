import type { FastifyRequest } from 'fastify';
import { AI_MSG, CAREER_MSG } from '@campus/shared-utils/rules';
import { requireStudent } from '../auth/session-student';
import type { SiteRow } from '../db/tables/site';
import { AppError } from '../errors/app-error';
import { CODES, type CodeEntry } from '../errors/codes';

/**
 * The site flags that open the student's AI tools, in one place: each tool's flag, the code of a site where it is
 * closed, and what a session that is not a student's is told.
 */
const FEATURES = {
  ai: { flag: 'is_open_ai', closed: CODES.aiNotOpen, notStudent: AI_MSG.notStudent },
  interview: { flag: 'is_ai_interview', closed: CODES.interviewNotOpen, notStudent: CAREER_MSG.notStudent },
  career: { flag: 'is_ai_career_planning', closed: CODES.careerNotOpen, notStudent: CAREER_MSG.notStudent },
} as const satisfies Record<string, { flag: keyof SiteRow; closed: CodeEntry; notStudent: string }>;

export type StudentFeature = keyof typeof FEATURES;

/** The session's student on a site with the feature open: 20011 / 20013 without a student session, then the feature's closed code. */
export async function studentOnFeature(request: FastifyRequest, feature: StudentFeature): Promise<{ studentId: number; site: SiteRow }> {
  const { flag, closed, notStudent } = FEATURES[feature];
  const studentId = requireStudent(request, notStudent);
  const site = await request.site();
  if (site[flag] !== 1) throw new AppError(closed);
  return { studentId, site };
}

/** What every call of the feature says in its documentation. */
export const featureNote = (feature: StudentFeature): string =>
  `Student session only (visitors ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code}); ${FEATURES[feature].closed.code} on a site whose ${FEATURES[feature].flag} is 0.`;
