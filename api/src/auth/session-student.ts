import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { CODES } from '../errors/codes';

/**
 * The student of the session: the only student whose data a student-only call reads or changes (no id from
 * the client is trusted). No session answers 20011 (the client logs out and asks for a login); a session of
 * another role 20013, so an employer's browser is not logged out by a student page. `refusal` is the text
 * that role is shown.
 */
export function requireStudent(request: FastifyRequest, refusal: string = CODES.forbidden.msg): number {
  const { session } = request;
  if (!session) throw new AppError(CODES.notLoggedIn);
  if (session.role !== 'student') throw new AppError(CODES.forbidden, 200, refusal);
  return session.user_id;
}

/** The session's student, or null for visitors and other roles (calls that answer everyone). */
export function optionalStudentId(request: FastifyRequest): number | null {
  return request.session?.role === 'student' ? request.session.user_id : null;
}
