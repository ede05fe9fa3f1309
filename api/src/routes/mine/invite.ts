import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listInterviews } from '../../db/repositories/interviews';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { toInterviewDto } from './dto';
import { InterviewPage } from '@campus/shared-utils/shapes';
import { StudentPageQuery, studentPageOf } from '../../lib/list-query';
import { sessionStudentId } from '../../auth/applicant';

/** Interview invitations (spec §7 invite/getlist) of the session's student. */
const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/invite/getlist',
    {
      schema: {
        tags: ['mine'],
        summary: 'The student’s interview invitations: upcoming first (soonest first), then past and cancelled ones',
        description: 'state: upcoming 待参加, finished 已结束 (its time has passed), cancelled 已取消; mode online carries a link, onsite a place.',
        querystring: Type.Object(StudentPageQuery),
        response: { 200: envelope(optionalFields(InterviewPage.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const { page, pageSize, offset } = studentPageOf(request.query);
      const now = app.now();
      const { rows, total } = await listInterviews(app.db, studentId, now, offset, pageSize);
      return ok({ list: rows.map((r) => toInterviewDto(r, now)), total, page, page_size: pageSize });
    },
  );
};

export default inviteRoutes;
