import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHOTO } from '@campus/shared-utils/rules';
import { isSentPhoto } from '../../db/repositories/applications';
import { findResume, photoUrl, setResumePhoto } from '../../db/repositories/resume';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { newFileKey, type FileStore } from '../../providers/files/file-store';
import { sniffPhoto } from '../../lib/sniff-file';
import { requireStudent } from '../../auth/session-student';
import { reencodePhoto } from './reencode-photo';
import { readUploadedFile } from '../../lib/upload';
import { routePlugin } from '../../lib/route-plugin';

/** The resume photo: upload (JPG/PNG by content, ≤ 2 MB, stored re-encoded) and the owner-only image. */
const photoRoutes: FastifyPluginAsyncTypebox<{ files: FileStore }> = async (app, { files }) => {
  app.post(
    '/api/resume/uploadphoto',
    {
      schema: {
        tags: ['resume'],
        summary: 'Sets the resume photo (multipart field `file`): JPG or PNG by content, at most 2 MB; stored as a JPEG of at most 1200 px without metadata',
        description: '41009 not a JPG or PNG by content, 41010 over 2 MB, 41011 a JPG or PNG that does not decode.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(optionalFields({ photo: Type.String() })), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      // held whole (≤ 2 MB): the image is decoded and drawn again before anything is stored
      const { data } = await readUploadedFile(request, PHOTO.maxBytes, CODES.resumePhotoTooLarge);
      if (!sniffPhoto(data)) throw new AppError(CODES.resumePhotoType);
      // only what decodes is kept, drawn again: no EXIF or GPS, no bytes smuggled after the image
      const photo = await reencodePhoto(data);
      if (!photo) throw new AppError(CODES.resumePhotoUnreadable);
      const key = newFileKey('photo', 'jpg', app.now());
      await files.put(key, photo);
      let previous: string | undefined;
      try {
        previous = await setResumePhoto(app.db, studentId, key, app.now());
      } catch (error) {
        // a full or read-only database: the new file would belong to nothing
        await files.remove(key);
        throw error;
      }
      // the old photo is removed; a copy sent with an application has its own file (see docs/api-resume.md)
      if (previous) await files.remove(previous);
      return ok({ photo: photoUrl(key) });
    },
  );

  app.get(
    '/api/resume/photo',
    {
      schema: {
        tags: ['resume'],
        summary: 'The session student’s resume photo, or the photo of a resume copy they sent (the key is in the photo URL)',
        querystring: Type.Object({ key: Type.String({ maxLength: 120 }) }),
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const studentId = requireStudent(request);
      const resume = await findResume(app.db, studentId);
      const key = request.query.key;
      const own = (resume !== undefined && resume.photo_key !== '' && resume.photo_key === key) || (await isSentPhoto(app.db, studentId, key));
      const file = own ? await files.read(key) : undefined;
      if (!file) throw new AppError(CODES.resumeFileMissing);
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(file.size))
        .type(key.endsWith('.png') ? PHOTO.mimes.png : PHOTO.mimes.jpg)
        .send(file.body);
    },
  );
};

export default routePlugin('routes/resume/photo', photoRoutes);
