import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CONTENT_LIMITS, CONTENT_MSG } from '@campus/shared-utils/rules';
import { WatchedProgress } from '@campus/shared-utils/shapes';
import { requireStudent } from '../../auth/session-student';
import { findProgress, findPublishedMaterial, recordProgress } from '../../db/repositories/media';
import type { MediaMaterialRow } from '../../db/tables/content-area';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { ContentId } from '../../lib/content-query';
import { routePlugin } from '../../lib/route-plugin';

/** A position this close to the end (seconds) counts as watched to the end. */
const FINISHED_WITHIN_SECONDS = 3;

const STUDENT_NOTE = `Student session only: visitors get ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code} (${CONTENT_MSG.notStudent}). ${CODES.materialNotFound.code} for a material that is not a published one of this site, ${CODES.notVideo.code} for an article.`;

function progressOf(video: Pick<MediaMaterialRow, 'id' | 'duration'>, stored: number): WatchedProgress {
  const duration = Math.max(0, Number(video.duration));
  const seconds = Math.min(Math.max(0, stored), duration);
  return { id: video.id, seconds, duration, finished: duration > 0 && seconds >= duration - FINISHED_WITHIN_SECONDS ? 1 : 0 };
}

/**
 * `/api/abilityimprovement/*` (spec §7): the session's student's position in a video of this site, recorded
 * while playing and read to resume playback (in any browser). Never another student's.
 */
const abilityImprovementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The session's student and a published video of the request's site. */
  async function studentAndVideo(request: FastifyRequest, id: number): Promise<{ studentId: number; video: MediaMaterialRow }> {
    const studentId = requireStudent(request, CONTENT_MSG.notStudent);
    const site = await request.site();
    const video = await findPublishedMaterial(app.db, site.id, id, app.now());
    if (!video) throw new AppError(CODES.materialNotFound);
    if (video.kind !== 'video') throw new AppError(CODES.notVideo);
    return { studentId, video };
  }

  app.get(
    '/api/abilityimprovement/watched',
    {
      schema: {
        tags: ['content'],
        summary: 'Records the session’s student’s position in a video (clamped to 0…duration); answers the saved progress',
        description:
          `${STUDENT_NOTE} At most one write per ${CONTENT_LIMITS.progressWriteSeconds} s per student: a report inside that window ` +
          `writes nothing and answers the progress already saved. finished is 1 within ${FINISHED_WITHIN_SECONDS} s of the end. Refused when the browser marks it cross-site.`,
        querystring: Type.Object({ id: ContentId('video id'), seconds: Type.Number({ description: 'position in seconds (fractions are dropped)' }) }),
        response: { 200: envelope(optionalFields(WatchedProgress.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId, video } = await studentAndVideo(request, request.query.id);
      const seconds = progressOf(video, Math.floor(request.query.seconds)).seconds;
      const wrote = await recordProgress(app.db, studentId, video.id, seconds, app.now(), CONTENT_LIMITS.progressWriteSeconds * 1000);
      if (wrote) return ok(progressOf(video, seconds));
      const stored = await findProgress(app.db, studentId, video.id);
      return ok(progressOf(video, stored?.seconds ?? 0));
    },
  );

  app.get(
    '/api/abilityimprovement/getwatched',
    {
      schema: {
        tags: ['content'],
        summary: 'The session’s student’s saved position in a video (0 when none)',
        description: STUDENT_NOTE,
        querystring: Type.Object({ id: ContentId('video id') }),
        response: { 200: envelope(optionalFields(WatchedProgress.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { studentId, video } = await studentAndVideo(request, request.query.id);
      const stored = await findProgress(app.db, studentId, video.id);
      return ok(progressOf(video, stored?.seconds ?? 0));
    },
  );
};

export default routePlugin('routes/abilityimprovement', abilityImprovementRoutes);
