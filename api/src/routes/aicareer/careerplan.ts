import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAREER_LIMITS } from '@campus/shared-utils/rules';
import { CareerBook, CareerBookList } from '@campus/shared-utils/shapes';
import { OCCUPATION_LIST } from '../../ai/assessment/catalogue';
import { writeBook } from '../../ai/careerplan/build-book';
import { findResult } from '../../db/repositories/assessment';
import { findBook, listBooks, saveBook } from '../../db/repositories/career-book';
import { listJobCategories, listSiteJobFairs } from '../../db/repositories/jobs-browse';
import { countPositionsInCategories, listCategoryPositions } from '../../db/repositories/position';
import { loadResumeContent } from '../../db/repositories/resume';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { positionCard } from '../../services/cards';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { dailyUse } from '../../services/daily-use';
import { routePlugin } from '../../lib/route-plugin';

/** Every job category of the occupation catalogue: the targets are scored on all of them, and skipped where closed. */
const CATALOGUE_CATEGORIES = [...new Set(OCCUPATION_LIST.flatMap((o) => o.categories))];
/** Positions and upcoming fairs a book recommends. */
const BOOK_POSITIONS = 8;
const BOOK_FAIRS = 5;

/** POST /api/careerplan/create, GET /api/careerplan/get, GET /api/careerplan/list (docs/api-ai-career.md). */
const careerPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/careerplan/create',
    {
      schema: {
        tags: ['ai'],
        summary:
          "Writes a career-planning book from the latest assessment, the online resume and this site's data: self-analysis, two or three target roles (by intention, experience, interest code and major; none without an open position here unless intended) with the skills gap, a plan by semester until graduation (past graduation a job-search plan), recommended live positions and upcoming fairs; frozen as written",
        description: `${featureNote('career')} ${CODES.needsAssessment.code} before an assessment result, ${CODES.bookDailyLimit.code} after ${CAREER_LIMITS.dailyBooks} a day. With a language model configured the self-analysis may be the model's (source model); anything else, and any failure of the model, is the offline engine's.`,
        response: { 200: envelope(optionalFields(CareerBook.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId, site } = await studentOnFeature(request, 'career');
      const stored = await findResult(app.db, studentId);
      if (!stored) throw new AppError(CODES.needsAssessment);
      await dailyUse(app, 'careerbook', studentId, CAREER_LIMITS.dailyBooks, CODES.bookDailyLimit);
      const now = app.now();
      const [counts, resume, categories, fairRows, student] = await Promise.all([
        countPositionsInCategories(app.db, site.id, CATALOGUE_CATEGORIES),
        loadResumeContent(app.db, studentId),
        listJobCategories(app.db),
        listSiteJobFairs(app.db, site.id, now, 0, BOOK_FAIRS),
        app.db.selectFrom('student').select('name').where('id', '=', studentId).executeTakeFirst(),
      ]);
      const fairs = fairRows.filter((f) => Number(f.end_at) >= now).map((f) => ({ id: f.id, title: f.title, start_time: Number(f.start_at), place: f.place }));
      const written = await writeBook(
        app.config.ai,
        {
          studentName: resume.basic.name || student?.name || '',
          result: stored,
          counts,
          resume,
          groupOf: new Map(categories.map((c) => [c.label, c.group_label])),
          fairs,
          now,
        },
        (error) => request.log.warn({ err: error }, 'career book: the model gave no usable self-analysis; the engine answers'),
      );
      const { targetCategories, ...book } = written;
      const values = categories.filter((c) => targetCategories.includes(c.label)).map((c) => c.value);
      const positions = (await listCategoryPositions(app.db, site.id, values, BOOK_POSITIONS)).map(positionCard);
      return ok(await saveBook(app.db, studentId, { ...book, positions }, now));
    },
  );

  app.get(
    '/api/careerplan/get',
    {
      schema: {
        tags: ['ai'],
        summary: "One of the session's career-planning books, as written",
        description: `${featureNote('career')} ${CODES.bookNotFound.code} for an unknown or another student's id.`,
        querystring: Type.Object({ id: Id }),
        response: { 200: envelope(optionalFields(CareerBook.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId } = await studentOnFeature(request, 'career');
      const found = await findBook(app.db, studentId, request.query.id);
      if (!found) throw new AppError(CODES.bookNotFound);
      // books written before plan_kind was answered all planned semesters
      return ok({ ...found, plan_kind: found.plan_kind ?? 'semesters' });
    },
  );

  app.get(
    '/api/careerplan/list',
    {
      schema: {
        tags: ['ai'],
        summary: `The session's career-planning books, newest first (at most ${CAREER_LIMITS.history})`,
        description: featureNote('career'),
        response: { 200: envelope(optionalFields(CareerBookList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId } = await studentOnFeature(request, 'career');
      return ok({ list: await listBooks(app.db, studentId, CAREER_LIMITS.history) });
    },
  );
};

export default routePlugin('routes/aicareer/careerplan', careerPlanRoutes);
