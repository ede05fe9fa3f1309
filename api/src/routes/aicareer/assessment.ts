import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAREER_LIMITS } from '@campus/shared-utils/rules';
import { AssessmentQuestions, AssessmentResult, AssessmentSaved } from '@campus/shared-utils/shapes';
import { currentId, ITEM_LIST, SCALE, withCurrentIds } from '../../ai/assessment/catalogue';
import { buildAssessmentResult, resultCategories, withLiveCounts } from '../../ai/assessment/result';
import { flatParts } from '../../ai/assessment/spread';
import { answersText, findAnswers, findResult, latestResultAnswers, saveAnswers, saveResult, type AnswerMap } from '../../db/repositories/assessment';
import { countPositionsInCategories } from '../../db/repositories/position';
import { AppError } from '../../errors/app-error';
import { CODES, VALIDATION_MSG } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { parseJson } from '../../lib/json';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { dailyUse } from '../../services/daily-use';
import { routePlugin } from '../../lib/route-plugin';

const SubmitBody = Type.Object({
  answers: Type.String({ description: 'JSON text of {id, value}[]: item ids of /questions, values 1-5; merged into the answers saved before' }),
  final: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: compute the result (every item must be answered)' })),
});

const invalidAnswers = () => new AppError(CODES.validation, 400, VALIDATION_MSG.invalid('answers'));

/** The answers sent: known item ids (an old id, from a page loaded before ids were opaque, as its item's id now) with whole values 1-5 (or 40001); a later answer to the same item wins. */
export function readAnswers(json: string): AnswerMap {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalidAnswers();
  }
  if (!Array.isArray(value)) throw invalidAnswers();
  const answers: AnswerMap = {};
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') throw invalidAnswers();
    const { id, value: v } = entry as { id?: unknown; value?: unknown };
    const item = typeof id === 'string' ? currentId(id) : undefined;
    if (item === undefined || typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5) throw invalidAnswers();
    answers[item] = v;
  }
  return answers;
}

/** The student's saved answers under the current item ids (those saved under the old ids read as their items now). */
const savedAnswers = async (db: Parameters<typeof findAnswers>[0], studentId: number) => withCurrentIds(await findAnswers(db, studentId));

/** Whether the latest result came from these answers (its answers may be stored under the old ids). */
const isAnswerMap = (v: unknown): v is AnswerMap => !!v && typeof v === 'object' && !Array.isArray(v);
const sameAnswers = (stored: string, answers: AnswerMap) => answersText(withCurrentIds(parseJson(stored, isAnswerMap, {}))) === answersText(answers);

/** GET /api/assessment/questions, POST /api/assessment/submit, GET /api/assessment/result (docs/api-ai-career.md). */
const assessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/assessment/questions',
    {
      schema: {
        tags: ['ai'],
        summary: 'The occupation assessment: its items (interest, work values, abilities), the five-point scale and the answers the student saved so far',
        description: featureNote('career'),
        response: { 200: envelope(optionalFields(AssessmentQuestions.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId } = await studentOnFeature(request, 'career');
      const saved = await savedAnswers(app.db, studentId);
      return ok({
        items: ITEM_LIST.map(({ id, part, text }) => ({ id, part, text })),
        scale: [...SCALE],
        saved: ITEM_LIST.filter((item) => saved[item.id] !== undefined).map((item) => ({ id: item.id, value: saved[item.id]! })),
      });
    },
  );

  app.post(
    '/api/assessment/submit',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Saves answers of the assessment, merged into those saved before; with final 1 and every item answered, computes and stores the result (result_id). A final with the same answers as the latest result answers that result again',
        description: `${featureNote('career')} 40001 for an unknown item id or a value other than 1-5 (nothing saved); ${CODES.assessmentIncomplete.code} for a final while items are unanswered (the answers sent are saved); ${CODES.assessmentDailyLimit.code} after ${CAREER_LIMITS.dailyAssessments} results a day.`,
        body: SubmitBody,
        response: { 200: envelope(optionalFields(AssessmentSaved.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId, site } = await studentOnFeature(request, 'career');
      const sent = readAnswers(request.body.answers);
      const now = app.now();
      const merged = { ...(await savedAnswers(app.db, studentId)), ...sent };
      await saveAnswers(app.db, studentId, merged, now);
      const answered = ITEM_LIST.filter((item) => merged[item.id] !== undefined).length;
      const total = ITEM_LIST.length;
      if (request.body.final !== 1) return ok({ answered, total, result_id: 0 });
      if (answered < total) throw new AppError(CODES.assessmentIncomplete);
      const latest = await latestResultAnswers(app.db, studentId);
      if (latest && sameAnswers(latest.answers, merged)) return ok({ answered, total, result_id: latest.id });
      await dailyUse(app, 'assessment', studentId, CAREER_LIMITS.dailyAssessments, CODES.assessmentDailyLimit);
      const scored = buildAssessmentResult(new Map(Object.entries(merged)), new Map());
      const result = withLiveCounts(scored, await countPositionsInCategories(app.db, site.id, resultCategories(scored)));
      return ok({ answered, total, result_id: await saveResult(app.db, studentId, merged, result, now) });
    },
  );

  app.get(
    '/api/assessment/result',
    {
      schema: {
        tags: ['ai'],
        summary: "One of the session's assessment results, or the latest without an id: code, type scores, values, abilities, matching occupations with this site's live positions, and which parts show no clear preference (flat)",
        description: `${featureNote('career')} ${CODES.assessmentNotFound.code} for an unknown or another student's id, or without an id before any result.`,
        querystring: Type.Object({ id: Type.Optional(Id) }),
        response: { 200: envelope(optionalFields(AssessmentResult.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId, site } = await studentOnFeature(request, 'career');
      const found = await findResult(app.db, studentId, request.query.id);
      if (!found) throw new AppError(CODES.assessmentNotFound);
      return ok({ ...withLiveCounts(found, await countPositionsInCategories(app.db, site.id, resultCategories(found))), flat: flatParts(found) });
    },
  );
};

export default routePlugin('routes/aicareer/assessment', assessmentRoutes);
