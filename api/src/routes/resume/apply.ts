import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPLICATION_STATUS_TEXT, MINE_LIMITS, RESUME_CHOICE } from '@campus/shared-utils/rules';
import { countApplicationsToday, findOwnApplication } from '../../db/repositories/applications';
import { isPositionFavourite } from '../../db/repositories/favourites';
import { fileStoreFor } from '../../providers/files/create-file-store';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { DeliverStatus } from '@campus/shared-utils/shapes';
import { sessionStudentId } from '../../auth/applicant';
import type { ApplicationRow } from '../../db/tables/mine-area';
import { recordApplication } from '../../services/applications/record-application';
import { routePlugin } from '../../lib/route-plugin';

const ResumeType = Type.Union([Type.Literal(RESUME_CHOICE.online), Type.Literal(RESUME_CHOICE.attachment)], {
  description: '1 the online resume (resume_id = the id getresumelist gives it), 2 an attachment',
});

/** Applying (spec §7 resume/deliver, resume/getdeliverstatus): one application per student and position. */
/** What getdeliverstatus and deliver answer: the student's application to a position (or none) and the favourite flag. */
function deliverStatus(row: ApplicationRow | undefined, collected: boolean): DeliverStatus {
  const is_collect = collected ? 1 : 0;
  if (!row) return { is_deliver: 0, application_id: 0, status: '', status_text: '', delivered_at: 0, resume_name: '', is_collect };
  const { id, status, delivered_at, resume_name } = row;
  return { is_deliver: 1, application_id: id, status, status_text: APPLICATION_STATUS_TEXT[status], delivered_at: Number(delivered_at), resume_name, is_collect };
}

const applyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const files = fileStoreFor(app.config);

  app.post(
    '/api/resume/deliver',
    {
      schema: {
        tags: ['mine'],
        summary: 'Apply to a position with one of the student’s resumes (from getresumelist); a copy of the resume is kept',
        description:
          'Codes: 20011 no session, 20013 other role, 43001 position missing, 43002 closed, 43003 applied before, 43004 daily limit (30 per China Standard Time day), 43005 resume not the student’s.',
        body: Type.Object({ position_id: Id, resume_type: ResumeType, resume_id: Id }),
        response: { 200: envelope(optionalFields(DeliverStatus.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const { position_id: positionId, resume_type: resumeType, resume_id: resumeId } = request.body;
      const now = app.now();
      const position = await app.db
        .selectFrom('position')
        .innerJoin('company', 'company.id', 'position.company_id')
        .select(['position.id', 'position.status', 'position.company_id', 'company.status as company_status'])
        .where('position.id', '=', positionId)
        .executeTakeFirst();
      if (!position || position.company_status !== 1) throw new AppError(CODES.minePositionMissing);
      if (position.status !== 1) throw new AppError(CODES.minePositionClosed);
      if (await findOwnApplication(app.db, studentId, positionId)) throw new AppError(CODES.mineAlreadyApplied);
      if ((await countApplicationsToday(app.db, studentId, now)) >= MINE_LIMITS.dailyApplications) throw new AppError(CODES.mineDailyLimit);
      const row = await recordApplication(app, files, { studentId, positionId, companyId: position.company_id, choice: { type: resumeType, id: resumeId }, now });
      return ok(deliverStatus(row, await isPositionFavourite(app.db, studentId, positionId)));
    },
  );

  app.post(
    '/api/resume/getdeliverstatus',
    {
      schema: {
        tags: ['mine'],
        summary: 'For one position: whether the session’s student applied (and the application’s status), and whether they favourited it',
        body: Type.Object({ position_id: Id }),
        response: { 200: envelope(optionalFields(DeliverStatus.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const positionId = request.body.position_id;
      const [row, collected] = await Promise.all([findOwnApplication(app.db, studentId, positionId), isPositionFavourite(app.db, studentId, positionId)]);
      return ok(deliverStatus(row, collected));
    },
  );
};

export default routePlugin('routes/resume/apply', applyRoutes);
