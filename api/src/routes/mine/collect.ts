import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MINE_LIMITS } from '@campus/shared-utils/rules';
import { addFavourite, countFavourites, isCompanyFavourite, isPositionFavourite, listFavouriteCompanies, listFavouritePositions, removeFavourite } from '../../db/repositories/favourites';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import type { Db } from '../../db/database';
import { FavouriteCompanyPage, FavouritePositionPage } from '@campus/shared-utils/shapes';
import { Id } from '../../lib/envelope-schema';
import { StudentPageQuery, studentPageOf } from '../../lib/list-query';
import { FavouriteKind } from './schemas';
import { sessionStudentId } from '../../auth/applicant';
import { routePlugin } from '../../lib/route-plugin';

const CollectBody = Type.Object({ type: FavouriteKind, id: Id });

/** A target may be favourited while it is shown: an open position of a shown company, a shown company. */
async function assertTargetShown(db: Db, kind: 'position' | 'company', id: number): Promise<void> {
  if (kind === 'position') {
    const row = await db
      .selectFrom('position')
      .innerJoin('company', 'company.id', 'position.company_id')
      .select(['position.status', 'company.status as company_status'])
      .where('position.id', '=', id)
      .executeTakeFirst();
    if (!row || row.status !== 1 || row.company_status !== 1) throw new AppError(CODES.minePositionMissing);
  } else {
    const row = await db.selectFrom('company').select('status').where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 1) throw new AppError(CODES.mineCompanyMissing);
  }
}

/** Favourites (spec §7 collect/*): positions and companies of the session's student. */
const collectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/collect/add',
    {
      schema: {
        tags: ['mine'],
        summary: 'Favourite a position or a company (type, id); adding one again changes nothing',
        description: '20011 without a session, 20013 for other roles, 43001/43006 for a missing or closed target, 43007 beyond 500 favourites of a kind.',
        body: CollectBody,
        response: { 200: envelope(optionalFields({ is_collect: Type.Literal(1) })), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const { type, id } = request.body;
      await assertTargetShown(app.db, type, id);
      const already = type === 'position' ? await isPositionFavourite(app.db, studentId, id) : await isCompanyFavourite(app.db, studentId, id);
      if (!already) {
        if ((await countFavourites(app.db, studentId, type)) >= MINE_LIMITS.favourites) throw new AppError(CODES.mineFavouriteLimit);
        await addFavourite(app.db, studentId, type, id, app.now());
      }
      return ok({ is_collect: 1 as const });
    },
  );

  app.post(
    '/api/collect/cancel',
    {
      schema: {
        tags: ['mine'],
        summary: 'Remove one of the student’s own favourites (type, id); removing a missing one succeeds too',
        body: CollectBody,
        response: { 200: envelope(optionalFields({ is_collect: Type.Literal(0) })), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      await removeFavourite(app.db, studentId, request.body.type, request.body.id);
      return ok({ is_collect: 0 as const });
    },
  );

  app.get(
    '/api/collect/getpositionlist',
    {
      schema: {
        tags: ['mine'],
        summary: 'The student’s favourite positions, newest first, paged; closed positions stay with status 0',
        querystring: Type.Object(StudentPageQuery),
        response: { 200: envelope(optionalFields(FavouritePositionPage.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const { page, pageSize, offset } = studentPageOf(request.query);
      return ok({ ...(await listFavouritePositions(app.db, studentId, offset, pageSize)), page, page_size: pageSize });
    },
  );

  app.get(
    '/api/collect/getcompanylist',
    {
      schema: {
        tags: ['mine'],
        summary: 'The student’s favourite companies with their open-position counts, newest first, paged',
        querystring: Type.Object(StudentPageQuery),
        response: { 200: envelope(optionalFields(FavouriteCompanyPage.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = sessionStudentId(request);
      const { page, pageSize, offset } = studentPageOf(request.query);
      return ok({ ...(await listFavouriteCompanies(app.db, studentId, offset, pageSize)), page, page_size: pageSize });
    },
  );
};

export default routePlugin('routes/mine/collect', collectRoutes);
