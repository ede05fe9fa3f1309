import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHOTO } from '@campus/shared-utils/rules';
import { findResume, photoUrl, setResumePhoto } from '../../db/repositories/resume';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { newFileKey, type FileStore } from '../../providers/files/file-store';
import { uploadLimit } from './answers';
import { sniffPhoto } from './sniff-file';
import { requireStudent } from '../../auth/session-student';
import { readUploadedFile } from './upload';

/** The resume photo: upload (JPG/PNG by content, ≤ 2 MB) and the owner-only image. */
const photoRoutes: FastifyPluginAsyncTypebox<{ files: FileStore }> = async (app, { files }) => {
  app.post(
    '/api/resume/uploadphoto',
    {
      config: uploadLimit(app.config.rateLimitMax),
      schema: {
        tags: ['resume'],
        summary: 'Sets the resume photo (multipart field `file`): JPG or PNG by content, at most 2 MB',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(optionalFields({ photo: Type.String() })), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const { data } = await readUploadedFile(request, PHOTO.maxBytes, CODES.resumePhotoTooLarge);
      const type = sniffPhoto(data);
      if (!type) throw new AppError(CODES.resumePhotoType);
      const key = newFileKey('photo', type.ext, app.now());
      await files.put(key, data);
      const previous = await setResumePhoto(app.db, studentId, key, app.now());
      // the old photo is removed; a copy sent with an application names its own key (see docs/api-resume.md)
      if (previous) await files.remove(previous);
      return ok({ photo: photoUrl(key) });
    },
  );

  app.get(
    '/api/resume/photo',
    {
      schema: {
        tags: ['resume'],
        summary: 'The session student’s resume photo (the key is in the photo URL)',
        querystring: Type.Object({ key: Type.String({ maxLength: 120 }) }),
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const studentId = requireStudent(request);
      const resume = await findResume(app.db, studentId);
      const key = request.query.key;
      const data = resume && resume.photo_key !== '' && resume.photo_key === key ? await files.read(key) : undefined;
      if (!data) throw new AppError(CODES.resumeFileMissing);
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .type(key.endsWith('.png') ? PHOTO.mimes.png : PHOTO.mimes.jpg)
        .send(data);
    },
  );
};

export default photoRoutes;
