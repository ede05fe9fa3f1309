import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileStoreFor } from '../../providers/files/create-file-store';
import attachmentRoutes from './attachments';
import basicRoutes from './basic';
import detailRoutes from './detail';
import entryRoutes from './entries';
import exampleRoutes from './examples';
import photoRoutes from './photo';
import applyRoutes from './apply';
import intentionRoutes from './intention';
import { requireStudent } from '../../auth/session-student';
import { routePlugin } from '../../lib/route-plugin';

const PUBLIC_ROUTES = new Set(['/api/example/get']);

/**
 * The resume area (docs/api-resume.md): the resume and its parts, files and photo, and sample resumes.
 * Multipart parsing is registered here only, so no other route accepts uploads.
 */
const ownResumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the demo data's files were put back at start (plugins/demo-files.ts)
  const files = fileStoreFor(app.config);

  // Student-only calls answer 20011/20013 before their input is read or judged (uploads included).
  app.addHook('onRequest', async (request) => {
    if (!PUBLIC_ROUTES.has(request.routeOptions.url ?? '')) requireStudent(request);
  });
  await app.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 10, parts: 12 } });
  await app.register(detailRoutes);
  await app.register(basicRoutes);
  await app.register(entryRoutes);
  await app.register(attachmentRoutes, { files });
  await app.register(photoRoutes, { files });
  await app.register(exampleRoutes);
};

/**
 * `/api/resume/*` and `/api/example/*`: the resume area, applying with a resume (its own refusal text, no student
 * hook), and the job intention (`/api/position/getpositionintention`, `…/savepositionintention`: part of the resume).
 */
const resumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ownResumeRoutes);
  await app.register(applyRoutes);
  await app.register(intentionRoutes);
};

export default routePlugin('routes/resume', resumeRoutes);
