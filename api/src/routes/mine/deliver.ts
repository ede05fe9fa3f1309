import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listApplications, listEvents, countApplications, markApplicationsRead } from '../../db/repositories/applications';
import { latestInterviews } from '../../db/repositories/interviews';
import { remindDueBookings } from '../../db/repositories/live-fair-slots';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { toApplicationDto } from './dto';
import { ApplicationCounts, ApplicationPage, ApplicationStatusName } from '@campus/shared-utils/shapes';
import { Id } from '../../lib/envelope-schema';
import { StudentPageQuery, studentPageOf } from '../../lib/list-query';
import { sessionStudentId } from '../../auth/applicant';
import { routePlugin } from '../../lib/route-plugin';

/** Application feedback (spec §7 deliver/*): the student's applications by state, unread notices. */
const deliverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/deliver/getList',
    {
      schema: {
        tags: ['mine'],
        summary: 'The student’s applications, all or of one status, most recently changed first, each with its timeline and latest interview',
        description: 'Reading the list does not mark it read: the page calls POST /api/deliver/read for what it showed.',
        querystring: Type.Object({ status: Type.Optional(Type.Union([ApplicationStatusName, Type.Literal(''), Type.Literal('all')])), ...StudentPageQuery }),
        response: { 200: envelope(optionalFields(ApplicationPage.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      await remindDueBookings(app.db, studentId, app.now());
      const { page, pageSize, offset } = studentPageOf(request.query);
      const status = request.query.status === '' || request.query.status === 'all' || request.query.status === undefined ? null : request.query.status;
      const { rows, total } = await listApplications(app.db, studentId, status, offset, pageSize);
      const ids = rows.map((r) => r.id);
      const [events, interviews] = await Promise.all([listEvents(app.db, ids), latestInterviews(app.db, ids)]);
      const now = app.now();
      const list = rows.map((r) => toApplicationDto(r, events.filter((e) => e.application_id === r.id), interviews.get(r.id), now));
      return ok({ list, total, page, page_size: pageSize });
    },
  );

  app.get(
    '/api/deliver/getnotreadinginfo',
    {
      schema: {
        tags: ['mine'],
        summary: 'Unread application changes per status (and all), with the totals per status',
        description: 'A booked slot of an online fair starting within 15 minutes becomes an unread step of its application first (once).',
        response: { 200: envelope(optionalFields(ApplicationCounts.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      await remindDueBookings(app.db, studentId, app.now());
      return ok(await countApplications(app.db, studentId));
    },
  );

  app.post(
    '/api/deliver/read',
    {
      schema: {
        tags: ['mine'],
        summary: 'Marks applications the student has seen as read (ids: JSON array, at most 50); others’ ids are ignored',
        body: Type.Object({ ids: Type.Array(Id, { maxItems: 50 }) }),
        response: { 200: envelope(optionalFields({ updated: Type.Integer() })), ...errorResponses },
      },
      // the form sends the array as JSON text (spec §7: object values JSON-stringified)
      preValidation: async (request) => {
        const b = request.body as { ids?: unknown };
        if (typeof b?.ids === 'string') {
          try {
            b.ids = JSON.parse(b.ids);
          } catch {
            // left as text: the schema answers 参数错误：ids 格式不正确
          }
        }
      },
    },
    async (request) => ok({ updated: await markApplicationsRead(app.db, sessionStudentId(request), request.body.ids) }),
  );
};

export default routePlugin('routes/mine/deliver', deliverRoutes);
