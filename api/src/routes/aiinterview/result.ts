import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAREER_LIMITS } from '@campus/shared-utils/rules';
import { InterviewList, InterviewResult, type InterviewSession } from '@campus/shared-utils/shapes';
import { interviewFeedback } from '../../ai/interview/model-feedback';
import { withModelMarks } from '../../ai/interview/model-judged';
import { modelAnswerScores } from '../../ai/interview/model-rubric';
import { scoreInterview } from '../../ai/interview/score-interview';
import { answersOf, categoryGroup, finishInterview, findInterview, listInterviews } from '../../db/repositories/ai-interview';
import type { AiInterviewRow } from '../../db/tables/ai-area';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { streamEnvelope, wantsModelStream } from '../../lib/event-stream';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { ownInterview } from './interview-student';
import { questionsToScore, storedResult } from '../../ai/interview/session';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { routePlugin } from '../../lib/route-plugin';

/**
 * Scores an ongoing interview; when a model is configured, asks it for the feedback and, beside it, for its rubric
 * marks of each answer (combined with the engine's: model-judged.ts); freezes the result (or answers the one frozen
 * meanwhile).
 */
async function finishNow(app: FastifyInstance, request: FastifyRequest, row: AiInterviewRow, onDelta?: (text: string) => void): Promise<InterviewResult> {
  const answers = await answersOf(app.db, row.id);
  const group = (await categoryGroup(app.db, row.category)) ?? '';
  const questions = questionsToScore(row, answers);
  const engine = scoreInterview(questions, { category: row.category, group, seconds: row.seconds });
  const onFallback = (error: unknown) => request.log.warn({ err: error }, 'AI interview: the model gave no usable feedback; the engine’s answers');
  const [{ feedback, source }, rubric] = await Promise.all([
    interviewFeedback(app.config.ai, row.category, engine, onFallback, onDelta),
    modelAnswerScores(app.config.ai, { category: row.category, questions }),
  ]);
  for (const d of rubric?.dropped ?? []) request.log.warn({ err: d.error, criterion: d.criterion }, 'AI interview: a rubric criterion was dropped; the engine’s score stands');
  const scored = withModelMarks(engine, rubric);
  const now = app.now();
  const result: InterviewResult = {
    id: row.id, category: row.category, kind: row.kind as InterviewSession['kind'], score: scored.score, dimensions: scored.dimensions, questions: scored.questions,
    feedback, source, started_at: Number(row.started_at), finished_at: now,
  };
  if (await finishInterview(app.db, row.id, result.score, JSON.stringify(result), now)) return result;
  // finished meanwhile (a second click): the first stored result stands
  const again = await findInterview(app.db, row.id);
  const first = again && storedResult(again);
  if (!first) throw new AppError(CODES.interviewNotFound);
  return first;
}

/** Finishing an interview (scored by the offline engine, feedback by the model when one answers in time), its result and the history. */
const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/aiinterview/finish',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Ends the interview and scores every question by the offline engine (an unanswered one 0): five dimensions each explained from the answers and named by its rule, each answer beside a sample; the overall feedback by the language model when one is configured and answers in time, else the engine’s (`source`); with a model and `Accept: text/event-stream`, the feedback streams as `delta` events and the envelope comes last as `result`. A second finish answers the same stored result',
        description: `${featureNote('interview')} ${CODES.interviewNotFound.code} for an unknown or another student's id.`,
        body: Type.Object({ id: Id }),
        response: { 200: envelope(optionalFields(InterviewResult.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const studentId = (await studentOnFeature(request, 'interview')).studentId;
      const row = await ownInterview(app, studentId, request.body.id);
      const stored = storedResult(row);
      if (stored) return ok(stored);
      if (!wantsModelStream(request, app.config.ai)) return ok(await finishNow(app, request, row));
      // with a model, the page may read its feedback as it arrives
      return streamEnvelope(request, reply, (onDelta) => finishNow(app, request, row, onDelta)) as never;
    },
  );

  app.get(
    '/api/aiinterview/result',
    {
      schema: {
        tags: ['ai'],
        summary: "The stored result of one of the session's finished interviews",
        description: `${featureNote('interview')} ${CODES.interviewNotFound.code} for an unknown or another student's id, or an interview not finished yet.`,
        querystring: Type.Object({ id: Id }),
        response: { 200: envelope(optionalFields(InterviewResult.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'interview')).studentId;
      const result = storedResult(await ownInterview(app, studentId, request.query.id));
      if (!result) throw new AppError(CODES.interviewNotFound);
      return ok(result);
    },
  );

  app.get(
    '/api/aiinterview/list',
    {
      schema: {
        tags: ['ai'],
        summary: `The session's interviews, newest first (at most ${CAREER_LIMITS.history}); score 0 while ongoing`,
        description: featureNote('interview'),
        response: { 200: envelope(optionalFields(InterviewList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'interview')).studentId;
      const rows = await listInterviews(app.db, studentId, CAREER_LIMITS.history);
      return ok({ list: rows.map((r) => ({ id: r.id, category: r.category, kind: r.kind as InterviewSession['kind'], status: r.status, score: r.score, started_at: Number(r.started_at) })) });
    },
  );
};

export default routePlugin('routes/aiinterview/result', resultRoutes);
