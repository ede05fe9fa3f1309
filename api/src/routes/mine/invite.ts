import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MINE_LIMITS, checkDeclineReason } from '@campus/shared-utils/rules';
import { answerInterview, findOwnInterview, listInterviews, type InterviewListRow } from '../../db/repositories/interviews';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { toInterviewDto } from './dto';
import { InterviewAnswered, InterviewPage } from '@campus/shared-utils/shapes';
import { StudentPageQuery, studentPageOf } from '../../lib/list-query';
import { sessionStudentId } from '../../auth/applicant';
import { routePlugin } from '../../lib/route-plugin';

/** Why an invitation cannot be answered now (undefined: it can). */
function refusal(row: InterviewListRow, now: number): AppError | undefined {
  if (row.status === 'cancelled') return new AppError(CODES.mineInterviewCancelled);
  if (row.reply !== 'none') return new AppError(CODES.mineInterviewAnswered);
  if (Number(row.start_at) < now) return new AppError(CODES.mineInterviewPast);
  return undefined;
}

/** Interview invitations (spec §7 invite/getlist) of the session's student, and the student's answers. */
const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/invite/getlist',
    {
      schema: {
        tags: ['mine'],
        summary: 'The student’s interview invitations: upcoming first (soonest first), then past and cancelled ones',
        description:
          'state: upcoming 待参加, finished 已结束 (its time has passed), cancelled 已取消; mode online carries a link, onsite a place; reply none/accepted/declined with reply_reason and reply_at.',
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

  app.post(
    '/api/invite/answer',
    {
      schema: {
        tags: ['mine'],
        summary: 'Accept or decline one of the student’s interview invitations (a reason of 2-200 characters to decline), once, before its time',
        description:
          '43014 not the student’s (or no such invitation), 43012 cancelled, 43011 answered before, 43010 its time has passed, 43013 a decline without a reason. Answers the updated item.',
        body: Type.Object({
          id: Id,
          answer: Type.Union([Type.Literal('accept'), Type.Literal('decline')]),
          reason: Type.Optional(Type.String({ maxLength: MINE_LIMITS.replyReason.max })),
        }),
        response: { 200: envelope(optionalFields(InterviewAnswered.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const { id, answer } = request.body;
      const now = app.now();
      const row = await findOwnInterview(app.db, studentId, id);
      if (!row) throw new AppError(CODES.mineInterviewMissing);
      const refused = refusal(row, now);
      if (refused) throw refused;
      const reason = answer === 'decline' ? (request.body.reason ?? '').trim() : '';
      if (answer === 'decline' && checkDeclineReason(reason)) throw new AppError(CODES.mineDeclineReason);
      if (!(await answerInterview(app.db, studentId, id, answer === 'accept' ? 'accepted' : 'declined', reason, now))) {
        // another answer (or a cancellation) came first: say what stands now
        const current = await findOwnInterview(app.db, studentId, id);
        throw (current && refusal(current, now)) ?? new AppError(CODES.mineInterviewAnswered);
      }
      const updated = await findOwnInterview(app.db, studentId, id);
      if (!updated) throw new AppError(CODES.mineInterviewMissing);
      return ok({ item: toInterviewDto(updated, now) });
    },
  );
};

export default routePlugin('routes/mine/invite', inviteRoutes);
