import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AI_LIMITS, type ResumeContent } from '@campus/shared-utils/rules';
import { Diagnosis, DiagnosisList } from '@campus/shared-utils/shapes';
import { diagnoseResume } from '../../ai/diagnose/diagnose';
import { categoriesOf } from '../../ai/diagnose/intention-categories';
import { withModelRewrites } from '../../ai/diagnose/model-rewrites';
import { draftToContent } from '../../ai/parse/draft-content';
import { findDiagnosis, listDiagnoses, saveDiagnosis } from '../../db/repositories/ai-diagnosis';
import { listJobCategories } from '../../db/repositories/jobs-browse';
import { loadResumeContent } from '../../db/repositories/resume';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { streamEvents, wantsEventStream } from '../../lib/event-stream';
import { envelope, ErrorEnvelope, errorResponses, Id, optionalFields } from '../../lib/envelope-schema';
import { parseUpload, readResumeUpload } from './ai-student';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { dailyUse } from '../../services/daily-use';
import { routePlugin } from '../../lib/route-plugin';

/** 'YYYY-MM' of a time in China Standard Time. */
const chinaMonth = (now: number): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 7);

/** The diagnosis of the online resume or of an uploaded file (api/src/ai/diagnose), its history and one result. */
const diagnoseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the engine's diagnosis, its rewrites by the language model where one is configured and answers in time
  const diagnose = async (content: ResumeContent, now: number) => {
    const result = diagnoseResume(content, chinaMonth(now));
    const findings = await withModelRewrites(app.config.ai, result.findings, (error) => app.log.warn({ err: error }, 'diagnosis rewrites: the model was not used'));
    return { ...result, findings };
  };

  app.post(
    '/api/airesume/diagnose',
    {
      schema: {
        tags: ['ai'],
        summary:
          "Diagnoses the session's online resume (form post, source resume) or an uploaded PDF/DOCX (multipart field `file`, source file): a score out of 100, four sub-scores and findings each traced to a rule; stored in the history",
        description: `${featureNote('ai')} ${CODES.aiNoResume.code} without a resume (no name), ${CODES.aiDailyLimit.code} after ${AI_LIMITS.dailyDiagnoses} a day. A file is refused as POST /api/airesume/parse refuses it (${CODES.resumeFileTooLarge.code}, ${CODES.resumeFileType.code}, ${CODES.aiNoText.code}, ${CODES.aiFileTooHeavy.code}, ${CODES.aiParseBusy.code} with HTTP 503), and ${CODES.aiNotResume.code} when it does not read as a resume (nothing stored).`,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        response: { 200: envelope(optionalFields(Diagnosis.properties)), ...errorResponses, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
      const now = app.now();
      if (request.isMultipart()) {
        const data = await readResumeUpload(request);
        await dailyUse(app, 'diagnose', studentId, AI_LIMITS.dailyDiagnoses, CODES.aiDailyLimit);
        const diagnoseFile = async (onPage?: (page: number, pages: number) => void) => {
          const draft = await parseUpload(app, request, data, onPage);
          // a file that does not read as a resume (a novel, a cover letter) would get a score of nonsense
          if (draft.confidence < AI_LIMITS.resumeLike) throw new AppError(CODES.aiNotResume);
          const content = draftToContent(draft, now);
          // the file's 求职意向 as the site's category labels, so 岗位匹配 is judged; written words no label
          // fits stay as written (the match rule says it cannot judge them)
          const labels = (await listJobCategories(app.db)).map((c) => c.label);
          const mapped = categoriesOf(content.intention.categories, labels);
          if (mapped.length > 0) content.intention.categories = mapped;
          return saveDiagnosis(app.db, studentId, { ...(await diagnose(content, now)), source: 'file' }, now);
        };
        if (!wantsEventStream(request)) return ok(await diagnoseFile());
        return streamEvents(request, reply, (send) => diagnoseFile((page, pages) => send('progress', { page, pages }))) as never;
      }
      const resume = await loadResumeContent(app.db, studentId);
      if (!resume.basic.name.trim()) throw new AppError(CODES.aiNoResume);
      await dailyUse(app, 'diagnose', studentId, AI_LIMITS.dailyDiagnoses, CODES.aiDailyLimit);
      return ok(await saveDiagnosis(app.db, studentId, { ...(await diagnose(resume, now)), source: 'resume' }, now));
    },
  );

  app.get(
    '/api/airesume/diagnosis',
    {
      schema: {
        tags: ['ai'],
        summary: "One of the session's own diagnoses; another student's id reads as not found",
        description: `${featureNote('ai')} ${CODES.diagnosisNotFound.code} for an unknown or another student's id.`,
        querystring: Type.Object({ id: Id }),
        response: { 200: envelope(optionalFields(Diagnosis.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
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
        summary: `The session's diagnoses with their scores, sub-scores and source, newest first (at most ${AI_LIMITS.history})`,
        description: featureNote('ai'),
        response: { 200: envelope(optionalFields(DiagnosisList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
      return ok({ list: await listDiagnoses(app.db, studentId, AI_LIMITS.history) });
    },
  );
};

export default routePlugin('routes/airesume/diagnose', diagnoseRoutes);
