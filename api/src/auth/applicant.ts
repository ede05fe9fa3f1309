import { MINE_MSG } from '@campus/shared-utils/rules';
import type { FastifyRequest } from 'fastify';
import { requireStudent } from './session-student';

export { optionalStudentId } from './session-student';

/** The session's student for the applications area; another role reads 切换为学生身份登录后方可操作. */
export function sessionStudentId(request: FastifyRequest): number {
  return requireStudent(request, MINE_MSG.notStudent);
}
