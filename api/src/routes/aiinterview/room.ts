import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAREER_LIMITS } from '@campus/shared-utils/rules';
import { AiInterviewAnswered, InterviewSession } from '@campus/shared-utils/shapes';
import { planInterview } from '../../ai/interview/bank';
import { answersOf, categoryGroup, createInterview, findOngoingInterview, saveAnswer } from '../../db/repositories/ai-interview';
import { AppError } from '../../errors/app-error';
import { CODES, VALIDATION_MSG } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';

import { ownInterview } from './interview-student';
import { analyzeRow, askNext, toSession } from '../../ai/interview/session';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { dailyUse } from '../../services/daily-use';
import { routePlugin } from '../../lib/route-plugin';

const StartBody = Type.Object({
  category: Type.String({ minLength: 1, maxLength: 50, description: 'a job category label of the site' }),
  kind: Type.Integer({ description: '1 综合面试, 2 专业面试' }),
  count: Type.Integer({ description: `questions: ${CAREER_LIMITS.questionCounts.join(', ')}` }),
  seconds: Type.Integer({ description: `seconds per answer: ${CAREER_LIMITS.answerSeconds.join(', ')}` }),
});
// no length cap on the answer: one over CAREER_LIMITS.answerChars is cut and says so in `cut`
const AnswerBody = Type.Object({
  id: Id,
  index: Type.Integer({ minimum: 0 }),
  answer: Type.String({ description: "the answer typed or heard; '' is no answer (scored 0, not an error)" }),
  seconds_used: Type.Integer({ minimum: 0, maximum: 86_400 }),
});

function allowed(value: number, values: readonly number[], field: string): number {
  if (!values.includes(value)) throw new AppError(CODES.validation, 400, VALIDATION_MSG.notAllowed(field, values.join(', ')));
  return value;
}

/** The interview room: start (or resume), where it stands, and one answer at a time. */
const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/aiinterview/start',
    {
      schema: {
        tags: ['ai'],
        summary: 'Starts a mock interview for a job category of the site (questions from its banks), or answers the one still going as it is (a reload resumes it)',
        description: `${featureNote('interview')} 40001 for a category the site does not list or a kind, count or seconds not allowed; ${CODES.interviewDailyLimit.code} after ${CAREER_LIMITS.dailyInterviews} starts a day (a resume does not count).`,
        body: StartBody,
        response: { 200: envelope(optionalFields(InterviewSession.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'interview')).studentId;
      const b = request.body;
      const kind = allowed(b.kind, [1, 2], 'kind') as InterviewSession['kind'];
      const count = allowed(b.count, CAREER_LIMITS.questionCounts, 'count');
      const seconds = allowed(b.seconds, CAREER_LIMITS.answerSeconds, 'seconds');
      const category = b.category.trim();
      const group = await categoryGroup(app.db, category);
      if (group === undefined) throw new AppError(CODES.validation, 400, VALIDATION_MSG.invalid('category'));
      const going = await findOngoingInterview(app.db, studentId);
      if (going) return ok(toSession(going, await answersOf(app.db, going.id)));
      await dailyUse(app, 'interview', studentId, CAREER_LIMITS.dailyInterviews, CODES.interviewDailyLimit);
      const now = app.now();
      const plan = planInterview(category, group, kind, count, studentId * 7919 + now);
      const first = plan[0]!;
      // a start at the same moment elsewhere wins: answer that one
      const row = (await createInterview(app.db, { studentId, category, kind, seconds, plan: JSON.stringify(plan) }, { question_id: first.id, question: first.text, follow_up: 0 }, now)) ?? (await findOngoingInterview(app.db, studentId));
      if (!row) throw new AppError(CODES.interviewNotFound);
      return ok(toSession(row, await answersOf(app.db, row.id)));
    },
  );

  app.get(
    '/api/aiinterview/get',
    {
      schema: {
        tags: ['ai'],
        summary: "Where one of the session's interviews stands: the current question (null once all are answered or finished) and progress",
        description: `${featureNote('interview')} ${CODES.interviewNotFound.code} for an unknown or another student's id.`,
        querystring: Type.Object({ id: Id }),
        response: { 200: envelope(optionalFields(InterviewSession.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'interview')).studentId;
      const row = await ownInterview(app, studentId, request.query.id);
      return ok(toSession(row, await answersOf(app.db, row.id)));
    },
  );

  app.post(
    '/api/aiinterview/answer',
    {
      schema: {
        tags: ['ai'],
        summary: `Answers the current question (\`index\`): cut to ${CAREER_LIMITS.answerChars} characters (cut 1), late 1 after the time plus ${CAREER_LIMITS.lateGraceSeconds} s by the server's clock; analysed once by the offline rules (the analysis is stored with the answer and read at finish); then asks the question's follow-up when the analysis says the answer lacks what the rubric asks, is off the question or not the student's own (at most one per question), else the next question. An index answered already or not current changes nothing and answers the session as it is`,
        description: `${featureNote('interview')} ${CODES.interviewNotFound.code} for an unknown or another student's id, ${CODES.interviewFinished.code} once finished.`,
        body: AnswerBody,
        response: { 200: envelope(optionalFields(AiInterviewAnswered.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'interview')).studentId;
      const b = request.body;
      const row = await ownInterview(app, studentId, b.id);
      if (row.status === 'finished') throw new AppError(CODES.interviewFinished);
      const answers = await answersOf(app.db, row.id);
      const target = answers.find((a) => a.idx === b.index);
      if (!target || Number(target.answered_at) > 0) return ok({ session: toSession(row, answers), cut: 0 as const, late: (target?.late ? 1 : 0) as 0 | 1 });
      const chars = [...b.answer.trim()];
      const cut = chars.length > CAREER_LIMITS.answerChars ? 1 : 0;
      const answer = chars.slice(0, CAREER_LIMITS.answerChars).join('');
      const now = app.now();
      const late = now > Number(target.asked_at) + (row.seconds + CAREER_LIMITS.lateGraceSeconds) * 1000 ? 1 : 0;
      // analysed once, here: the analysis decides the follow-up and is stored for the finish
      const analysis = analyzeRow(row, target, { answer, seconds_used: b.seconds_used, late });
      if (await saveAnswer(app.db, target.id, { answer, seconds_used: b.seconds_used, late, analysis: JSON.stringify(analysis) }, now)) {
        await askNext(app.db, app.config.ai, row, answers, target, answer, analysis, now);
      }
      return ok({ session: toSession(row, await answersOf(app.db, row.id)), cut, late });
    },
  );
};

export default routePlugin('routes/aiinterview/room', roomRoutes);
