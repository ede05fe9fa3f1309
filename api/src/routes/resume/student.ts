import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';

/** The session's student id: 20011 without a session, 20013 for another role (a student-only call). */
export function requireStudent(request: FastifyRequest): number {
  const { session } = request;
  if (!session) throw new AppError(CODES.notLoggedIn);
  if (session.role !== 'student') throw new AppError(CODES.forbidden);
  return session.user_id;
}
