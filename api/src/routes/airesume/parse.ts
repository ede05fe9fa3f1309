import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AI_LIMITS } from '@campus/shared-utils/rules';
import { ResumeDraft } from '@campus/shared-utils/shapes';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { streamEvents, wantsEventStream } from '../../lib/event-stream';
import { envelope, ErrorEnvelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { parseUpload, readResumeUpload } from './ai-student';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { dailyUse } from '../../services/daily-use';
import { routePlugin } from '../../lib/route-plugin';

/** POST /api/airesume/parse: an uploaded resume into a draft, nothing stored (the page keeps it). */
const parseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/airesume/parse',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Reads an uploaded resume (multipart field `file`: PDF, DOCX, or a JPEG/PNG photo, by content, at most 5 MB; scans and photos by OCR) into a draft in the resume area’s input shapes with a confidence per field; low_confidence 1 when the file does not read as a resume; nothing stored. With `Accept: text/event-stream` the answer streams: `event: progress` `{page, pages}` as OCR starts each page, then `event: result` with the envelope',
        description: `${featureNote('ai')} ${CODES.resumeFileTooLarge.code} over 5 MB, ${CODES.resumeFileType.code} for another type (DOC, renamed files), ${CODES.aiNoText.code} without readable text (encrypted, broken, blank), ${CODES.aiFileTooHeavy.code} past the import's size, memory or time budget, ${CODES.aiParseBusy.code} (HTTP 503) when every parse thread is busy and the queue full, ${CODES.aiWriteDailyLimit.code} after ${AI_LIMITS.dailyWrites} a day.`,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(optionalFields(ResumeDraft.properties)), ...errorResponses, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
      const data = await readResumeUpload(request);
      await dailyUse(app, 'parse', studentId, AI_LIMITS.dailyWrites, CODES.aiWriteDailyLimit);
      if (!wantsEventStream(request)) return ok(await parseUpload(app, request, data));
      // a scan takes seconds a page: the page hears each page OCR starts, then the envelope
      return streamEvents(request, reply, (send) => parseUpload(app, request, data, (page, pages) => send('progress', { page, pages }))) as never;
    },
  );
};

export default routePlugin('routes/airesume/parse', parseRoutes);
