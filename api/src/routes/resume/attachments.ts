import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTACHMENT } from '@campus/shared-utils/rules';
import { listResumeChoices } from '../../db/repositories/resume';
import { countAttachments, deleteAttachment, findAttachment, insertAttachment, listAttachments, toAttachment } from '../../db/repositories/resume-attachment';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { newFileKey, type FileStore } from '../../providers/files/file-store';
import { claimedResumeType, ResumeFileSniffer } from './resume-file-sniffer';
import { ResumeAttachment, ResumeAttachmentList, ResumeChoiceList } from '@campus/shared-utils/shapes';
import { DeletedAnswer } from './schemas';
import { requireStudent } from '../../auth/session-student';
import { contentDisposition, openUploadedFile, storedFileName } from '../../lib/upload';
import { routePlugin } from '../../lib/route-plugin';

export type AttachmentRouteOptions = { files: FileStore };

const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Resume files: list, upload (type by content), delete, owner-only view/download, and the resume choices. */
const attachmentRoutes: FastifyPluginAsyncTypebox<AttachmentRouteOptions> = async (app, { files }) => {
  app.get(
    '/api/resume/getattachment',
    {
      schema: {
        tags: ['resume'],
        summary: 'The session student’s resume files, newest first',
        response: { 200: envelope(optionalFields(ResumeAttachmentList.properties)), ...errorResponses },
      },
    },
    async (request) => ok({ list: (await listAttachments(app.db, requireStudent(request))).map(toAttachment) }),
  );

  app.post(
    '/api/resume/upload',
    {
      schema: {
        tags: ['resume'],
        summary: 'Uploads a resume file (multipart field `file`): PDF, DOC or DOCX by content, at most 5 MB, 5 per student',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(optionalFields(ResumeAttachment.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      if ((await countAttachments(app.db, studentId)) >= ATTACHMENT.maxCount) throw new AppError(CODES.resumeFileLimit);
      const upload = await openUploadedFile(request, ATTACHMENT.maxBytes, CODES.resumeFileTooLarge);
      // the first bytes name the file's type (and key); the rest must bear it out before the store keeps anything
      const type = claimedResumeType(upload.head);
      if (!type) throw new AppError(CODES.resumeFileType);
      const sniffer = new ResumeFileSniffer();
      const body = upload.body(
        (chunk) => sniffer.push(chunk),
        () => {
          if (sniffer.result()?.ext !== type.ext) throw new AppError(CODES.resumeFileType);
        },
      );
      const now = app.now();
      const key = newFileKey('resume', type.ext, now);
      await files.put(key, body);
      try {
        const row = await insertAttachment(app.db, { student_id: studentId, file_key: key, original_name: storedFileName(upload.filename, type.ext), mime: type.mime, size: upload.bytes(), created_at: now, deleted_at: null });
        return ok(toAttachment(row));
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },
  );

  app.get(
    '/api/resume/deleteattachment',
    {
      schema: {
        tags: ['resume'],
        summary: 'Deletes one of the student’s files; the stored file goes too unless an application sent it',
        querystring: IdQuery,
        response: { 200: DeletedAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const row = await deleteAttachment(app.db, studentId, request.query.id, app.now());
      if (!row) throw new AppError(CODES.resumeFileMissing);
      if (!row.in_use) await files.remove(row.file_key);
      return ok({ id: row.id });
    },
  );

  app.get(
    '/api/resume/viewattachment',
    {
      schema: {
        tags: ['resume'],
        summary: 'The file itself, for its owner only: a PDF inline (preview), otherwise (or with download=1) as a download',
        querystring: Type.Object({ id: IdQuery.properties.id, download: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) }),
        produces: ['application/pdf', 'application/msword', ATTACHMENT.mimes.docx],
      },
    },
    async (request, reply) => {
      const studentId = requireStudent(request);
      const row = await findAttachment(app.db, studentId, request.query.id);
      const file = row ? await files.read(row.file_key) : undefined;
      if (!row || !file) throw new AppError(CODES.resumeFileMissing);
      const inline = row.mime === ATTACHMENT.mimes.pdf && request.query.download !== 1;
      return reply
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.original_name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(file.size))
        .type(row.mime)
        .send(file.body);
    },
  );

  app.post(
    '/api/resume/getresumelist',
    {
      schema: {
        tags: ['resume'],
        summary: 'The resumes the student can send: the online one (type 1, when it has a name), then files (type 2)',
        response: { 200: envelope(optionalFields(ResumeChoiceList.properties)), ...errorResponses },
      },
    },
    async (request) => ok({ list: await listResumeChoices(app.db, requireStudent(request)) }),
  );
};

export default routePlugin('routes/resume/attachments', attachmentRoutes);
