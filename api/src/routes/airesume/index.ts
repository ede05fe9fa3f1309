import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AI_LIMITS, AI_MSG } from '@campus/shared-utils/rules';
import { Diagnosis, DiagnosisList } from '@campus/shared-utils/shapes';
import { diagnoseResume } from '../../ai/diagnose/diagnose';
import { chinaDay } from '../../auth/sms-codes';
import { requireStudent } from '../../auth/session-student';
import { findDiagnosis, listDiagnoses, saveDiagnosis } from '../../db/repositories/ai-diagnosis';
import { hitCounter } from '../../db/repositories/rate-counter';
import { loadResumeContent } from '../../db/repositories/resume';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { findSiteOrDefault } from '../../lib/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';

const DAY_MS = 86_400_000;
const NOTE = `Student session only (visitors ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code}); ${CODES.aiNotOpen.code} on a site whose is_open_ai is 0.`;

/** 'YYYY-MM' of a time in China Standard Time. */
const chinaMonth = (now: number): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);

/**
 * `/api/airesume/*` (issue 11; docs/api-ai.md): the AI resume tools. This part: the diagnosis of the
 * session's online resume by the offline engine (api/src/ai/diagnose), its history and one result.
 */
const aiResumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The session's student on a site with the AI tools open. */
  async function aiStudent(request: FastifyRequest): Promise<number> {
    const studentId = requireStudent(request, AI_MSG.notStudent);
    const site = await findSiteOrDefault(app.db, requestSiteHost(request), app.config.defaultSiteHost);
    if (site.is_open_ai !== 1) throw new AppError(CODES.aiNotOpen);
    return studentId;
  }

  app.post(
    '/api/airesume/diagnose',
    {
      schema: {
        tags: ['ai'],
        summary: "Diagnoses the session's online resume: a score out of 100, four sub-scores and findings each traced to a rule; stored in the history",
        description: `${NOTE} ${CODES.aiNoResume.code} without a resume (no name), ${CODES.aiDailyLimit.code} after ${AI_LIMITS.dailyDiagnoses} a day.`,
        response: { 200: envelope(optionalFields(Diagnosis.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = await aiStudent(request);
      const resume = await loadResumeContent(app.db, studentId);
      if (!resume.basic.name.trim()) throw new AppError(CODES.aiNoResume);
      const now = app.now();
      const used = await hitCounter(app.db, `ai:diagnose:${studentId}:${chinaDay(now)}`, DAY_MS, now);
      if (used > AI_LIMITS.dailyDiagnoses) throw new AppError(CODES.aiDailyLimit);
      return ok(await saveDiagnosis(app.db, studentId, { ...diagnoseResume(resume, chinaMonth(now)), source: 'resume' }, now));
    },
  );

  app.get(
    '/api/airesume/diagnosis',
    {
      schema: {
        tags: ['ai'],
        summary: "One of the session's own diagnoses; another student's id reads as not found",
        description: `${NOTE} ${CODES.diagnosisNotFound.code} for an unknown or another student's id.`,
        querystring: Type.Object({ id: Id }),
        response: { 200: envelope(optionalFields(Diagnosis.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = await aiStudent(request);
      const found = await findDiagnosis(app.db, studentId, request.query.id);
      if (!found) throw new AppError(CODES.diagnosisNotFound);
      return ok(found);
    },
  );

  app.get(
    '/api/airesume/diagnosislist',
    {
      schema: {
        tags: ['ai'],
        summary: `The session's diagnoses with their scores, newest first (at most ${AI_LIMITS.history})`,
        description: NOTE,
        response: { 200: envelope(optionalFields(DiagnosisList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = await aiStudent(request);
      return ok({ list: await listDiagnoses(app.db, studentId, AI_LIMITS.history) });
    },
  );
};

export default aiResumeRoutes;
