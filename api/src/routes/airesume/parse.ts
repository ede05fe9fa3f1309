import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AI_LIMITS } from '@campus/shared-utils/rules';
import { ResumeDraft } from '@campus/shared-utils/shapes';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { AI_NOTE, aiStudent, dailyUse, parseUpload, readResumeUpload } from './ai-student';

/** POST /api/airesume/parse: an uploaded resume into a draft, nothing stored (the page keeps it). */
const parseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/airesume/parse',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Reads an uploaded resume (multipart field `file`: PDF or DOCX by content, at most 5 MB) into a draft in the resume area’s input shapes with a confidence per field; low_confidence 1 when the file does not read as a resume; nothing stored',
        description: `${AI_NOTE} ${CODES.resumeFileTooLarge.code} over 5 MB, ${CODES.resumeFileType.code} for another type (DOC, renamed files), ${CODES.aiNoText.code} without readable text (image-only, encrypted, broken), ${CODES.aiWriteDailyLimit.code} after ${AI_LIMITS.dailyWrites} a day.`,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(optionalFields(ResumeDraft.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = await aiStudent(app, request);
      const data = await readResumeUpload(request);
      await dailyUse(app, 'parse', studentId, AI_LIMITS.dailyWrites, CODES.aiWriteDailyLimit);
      return ok(await parseUpload(data));
    },
  );
};

export default parseRoutes;
